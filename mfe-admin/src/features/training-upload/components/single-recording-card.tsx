import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from '@app/contracts/zod';
import { TRAINING_OUTCOMES, TRAINING_SCENARIOS, trainingRecordingSchema, type TrainingRecordingInput, type UploadResult } from '@app/contracts/training';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { OrderedList } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { Select } from '@app/ui/select';
import { TextArea } from '@app/ui/text-area';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useScenarioNames } from '../../../lib/use-scenario-names';
import { useScoreRecording } from '../api/score-recording';
import { useUploadTraining } from '../api/upload-training';
import { RecordingScorecard } from './recording-scorecard';
import { TranscriptExcerpt } from './transcript-excerpt';
import { useUploadToasts } from './use-upload-toasts';

type Recording = z.output<typeof trainingRecordingSchema>;

const BLANK: TrainingRecordingInput = { transcript: '', scenario: '', outcome: 'positive', notes: '' };

/** Spec 001 §2/§5: one recording at a time into a queue, then the queue is uploaded at once. */
export function SingleRecordingCard({ onResult }: { onResult: (result: UploadResult) => void }) {
  const { t } = useTranslation('knowledge');
  const { t: ts } = useTranslation('scorecard');
  const { toast } = useRemoteProps();
  // Issue 24: a recording with a transcript can be read on its scenario's card before it is uploaded.
  const scoring = useScoreRecording();
  const [scored, setScored] = useState<number | null>(null);
  const score = (i: number) => {
    setScored(i);
    scoring.mutate(queue[i]);
  };
  const toasts = useUploadToasts();
  const upload = useUploadTraining();
  // The knowledge base's chat scenarios too: a positive call filed under one is quoted in its chats.
  const { chatScenarios, nameOf } = useScenarioNames();
  // The upload's own rule per recording, so a queued one is never refused by the server for its form.
  const { register, handleSubmit, reset, formState: { errors } } = useForm<TrainingRecordingInput, unknown, Recording>({ resolver: zodResolver(trainingRecordingSchema), defaultValues: BLANK });
  const [queue, setQueue] = useState<Recording[]>([]);
  const errorOf = (message?: string) => message && t(message);

  const addToQueue = handleSubmit(
    (recording) => {
      setQueue((q) => [...q, recording]);
      reset(BLANK);
      toast({ title: t('upload.queuedTitle'), description: t('upload.queuedBody') });
    },
    () => toast({ title: t('upload.missingTitle'), description: t('upload.missingBody'), variant: 'destructive' }),
  );

  const uploadQueue = () =>
    upload.mutate(queue, {
      onSuccess: (result) => {
        onResult(result);
        toasts.uploaded(result);
        setQueue([]);
        setScored(null);
      },
      onError: toasts.failed,
    });

  return (
    <Card>
      <SectionHeading>{t('admin:upload.single.title')}</SectionHeading>
      <Stack>
        <Field label={t('upload.transcript')} error={errorOf(errors.transcript?.message)}>
          <TextArea id="single-transcript" rows={5} {...register('transcript')} />
        </Field>
        <Field label={t('upload.scenario')} error={errorOf(errors.scenario?.message)}>
          <Select id="single-scenario" {...register('scenario')}>
            <option value="">—</option>
            <optgroup label={t('upload.trainingScenarios')}>
              {TRAINING_SCENARIOS.map((s) => (
                <option key={s} value={s}>
                  {nameOf(s)}
                </option>
              ))}
            </optgroup>
            {chatScenarios.length > 0 && (
              <optgroup label={t('upload.chatScenarios')}>
                {chatScenarios.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.title}
                  </option>
                ))}
              </optgroup>
            )}
          </Select>
        </Field>
        <Field label={t('upload.outcome')}>
          <Select id="single-outcome" {...register('outcome')}>
            {TRAINING_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`upload.outcomes.${o}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('upload.notes')} error={errorOf(errors.notes?.message)}>
          <TextArea id="single-notes" rows={2} {...register('notes')} />
        </Field>
        <Button type="button" $variant="ghost" onClick={() => void addToQueue()}>
          {t('upload.addToQueue')}
        </Button>
        <div>
          <SectionHeading as="h3" $size="sm">{t('upload.queueTitle')}</SectionHeading>
          {queue.length === 0 ? (
            <Muted>{t('upload.queueEmpty')}</Muted>
          ) : (
            <OrderedList>
              {queue.map((r, i) => (
                <Row as="li" key={i} $justify="between">
                  <span>
                    <strong>{nameOf(r.scenario)}</strong>
                    {' · '}
                    {t(`upload.outcomes.${r.outcome}`)}
                    <TranscriptExcerpt>{r.transcript}</TranscriptExcerpt>
                  </span>
                  <Button type="button" $variant="ghost" aria-label={ts('realCall.scoreUploadLabel', { n: i + 1 })} disabled={scoring.isPending} onClick={() => score(i)}>
                    {ts('realCall.scoreUpload')}
                  </Button>
                  <Button $variant="ghost" $size="icon"
                    type="button"
                    aria-label={t('upload.removeFromQueue', { n: i + 1 })}
                    onClick={() => {
                      setScored(null);
                      setQueue((q) => q.filter((_, j) => j !== i));
                    }}
                  >
                    <X aria-hidden size={16} />
                  </Button>
                </Row>
              ))}
            </OrderedList>
          )}
        </div>
        {scored !== null && !scoring.isPending && <RecordingScorecard title={ts('realCall.uploadCardTitle', { n: scored + 1 })} card={scoring.data} error={scoring.error} />}
        <Row $justify="end" $wrap>
          <Button type="button" disabled={queue.length === 0 || upload.isPending} onClick={uploadQueue}>
            {upload.isPending ? t('upload.uploading') : t('upload.uploadQueue', { n: queue.length })}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
