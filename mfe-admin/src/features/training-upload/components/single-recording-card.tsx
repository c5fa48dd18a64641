import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TRAINING_OUTCOMES, TRAINING_SCENARIOS, type TrainingOutcome, type UploadResult } from '@app/contracts/training';
import { Button, Card, Field, Muted, Stack } from '@app/ui/components';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Actions, FieldLabel, Select, TextArea } from '../../../components/form-controls';
import { useScenarioNames } from '../../../lib/use-scenario-names';
import { useScoreRecording } from '../api/score-recording';
import { useUploadTraining } from '../api/upload-training';
import { RecordingScorecard } from './recording-scorecard';
import { useUploadToasts } from './use-upload-toasts';

interface Recording {
  transcript: string;
  scenario: string;
  outcome: TrainingOutcome;
  notes: string;
}

const BLANK: Recording = { transcript: '', scenario: '', outcome: 'positive', notes: '' };

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
    scoring.mutate(queue[i]!);
  };
  const toasts = useUploadToasts();
  const upload = useUploadTraining();
  // The knowledge base's chat scenarios too: a positive call filed under one is quoted in its chats.
  const { chatScenarios, nameOf } = useScenarioNames();
  const [form, setForm] = useState<Recording>(BLANK);
  const [queue, setQueue] = useState<Recording[]>([]);
  const set = <K extends keyof Recording>(key: K, value: Recording[K]) => setForm((f) => ({ ...f, [key]: value }));

  const addToQueue = () => {
    if (!form.transcript.trim() || !form.scenario) {
      toast({ title: t('upload.missingTitle'), description: t('upload.missingBody'), variant: 'destructive' });
      return;
    }
    setQueue((q) => [...q, form]);
    setForm(BLANK);
    toast({ title: t('upload.queuedTitle'), description: t('upload.queuedBody') });
  };

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
      <Title>{t('admin:upload.single.title')}</Title>
      <Stack>
        <Field>
          <FieldLabel htmlFor="single-transcript">{t('upload.transcript')}</FieldLabel>
          <TextArea id="single-transcript" rows={5} value={form.transcript} onChange={(e) => set('transcript', e.target.value)} />
        </Field>
        <Field>
          <FieldLabel htmlFor="single-scenario">{t('upload.scenario')}</FieldLabel>
          <Select id="single-scenario" value={form.scenario} onChange={(e) => set('scenario', e.target.value)}>
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
        <Field>
          <FieldLabel htmlFor="single-outcome">{t('upload.outcome')}</FieldLabel>
          <Select id="single-outcome" value={form.outcome} onChange={(e) => set('outcome', e.target.value as TrainingOutcome)}>
            {TRAINING_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`upload.outcomes.${o}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <FieldLabel htmlFor="single-notes">{t('upload.notes')}</FieldLabel>
          <TextArea id="single-notes" rows={2} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
        </Field>
        <Button type="button" $variant="ghost" onClick={addToQueue}>
          {t('upload.addToQueue')}
        </Button>
        <Sub>{t('upload.queueTitle')}</Sub>
        {queue.length === 0 ? (
          <Muted>{t('upload.queueEmpty')}</Muted>
        ) : (
          <Queue>
            {queue.map((r, i) => (
              <li key={i}>
                <span>
                  <strong>{nameOf(r.scenario)}</strong>
                  {' · '}
                  {t(`upload.outcomes.${r.outcome}`)}
                  <Excerpt>{r.transcript}</Excerpt>
                </span>
                <Button type="button" $variant="ghost" aria-label={ts('realCall.scoreUploadLabel', { n: i + 1 })} disabled={scoring.isPending} onClick={() => score(i)}>
                  {ts('realCall.scoreUpload')}
                </Button>
                <Remove
                  type="button"
                  $variant="ghost"
                  aria-label={t('upload.removeFromQueue', { n: i + 1 })}
                  onClick={() => {
                    setScored(null);
                    setQueue((q) => q.filter((_, j) => j !== i));
                  }}
                >
                  <X aria-hidden size={16} />
                </Remove>
              </li>
            ))}
          </Queue>
        )}
        {scored !== null && !scoring.isPending && <RecordingScorecard title={ts('realCall.uploadCardTitle', { n: scored + 1 })} card={scoring.data} error={scoring.error} />}
        <Actions>
          <Button type="button" disabled={queue.length === 0 || upload.isPending} onClick={uploadQueue}>
            {upload.isPending ? t('upload.uploading') : t('upload.uploadQueue', { n: queue.length })}
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Sub = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Queue = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; justify-content: space-between; align-items: center; gap: ${({ theme }) => theme.space.sm}; }
  li + li { margin-top: ${({ theme }) => theme.space.sm}; }
  span { min-width: 0; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Excerpt = styled.span`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Remove = styled(Button)`
  flex: 0 0 ${({ theme }) => theme.layout.touch};
  padding: 0;
  display: grid;
  place-items: center;
`;
