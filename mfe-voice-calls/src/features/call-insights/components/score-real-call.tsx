import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from '@app/contracts/zod';
import { errorText } from '@app/api-client/http';
import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import { MAX_SCORED_TRANSCRIPT_CHARS, scoreTranscriptBodySchema } from '@app/contracts/scorecards';
import { CALL_SCENARIOS } from '@app/contracts/voice';
import { Button, Card, FieldError, Muted, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { ScorecardView } from '@app/ui/scorecard-view';
import { SectionHeading } from '@app/ui/section-heading';
import { Select } from '@app/ui/select';
import { TextArea } from '@app/ui/text-area';
import { chatChallengesQuery } from '@app/api-client/challenges';
import { scoreTranscript } from '@app/api-client/scorecards';

type FormInput = z.input<typeof scoreTranscriptBodySchema>;
type FormOutput = z.output<typeof scoreTranscriptBodySchema>;

const callKey = (id: string) => id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()) as 'firstTimeBuyer';

/** "Score a real call" (issue 24): paste a conversation with a client, pick the scenario, read it on that scenario's card. */
export function ScoreRealCall() {
  const { t } = useTranslation('scorecard');
  const { t: tv } = useTranslation('voice');
  const challenges = useQuery(chatChallengesQuery());
  const score = useMutation({ mutationFn: scoreTranscript });
  // The request's own rules, checked as the user types: the transcript's limit is marked at once.
  const { register, handleSubmit, watch, formState: { errors } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(scoreTranscriptBodySchema),
    defaultValues: { scenarioId: '', transcript: '' },
    mode: 'onChange',
  });
  const [scenarioId, text] = watch(['scenarioId', 'transcript']);
  const transcript = typeof text === 'string' ? text : '';
  const tooLong = transcript.length > MAX_SCORED_TRANSCRIPT_CHARS;
  const error = score.error ? errorText(score.error, t('realCall.failed')) : null;
  // The contract's messages are i18n keys: its own (scorecard:errors.*) and the common ones of safe text.
  const errorOf = (message?: string) => message && t(message, { ns: ['scorecard', 'common'] });

  return (
    <Card aria-labelledby="score-real-call" data-testid="score-real-call">
      <Stack>
        <SectionHeading id="score-real-call">{t('realCall.title')}</SectionHeading>
        <Muted>{t('realCall.subtitle')}</Muted>
        <form onSubmit={handleSubmit((body) => score.mutate(body))} noValidate>
          <Stack>
            <Field label={t('realCall.scenario')} error={errorOf(errors.scenarioId?.message)}>
              <Select required data-testid="real-call-scenario" {...register('scenarioId')}>
                <option value="">{t('realCall.chooseScenario')}</option>
                <optgroup label={t('realCall.callScenarios')}>
                  {CALL_SCENARIOS.map((s) => (
                    <option key={s.id} value={s.id}>
                      {tv(`calls.scenarios.${callKey(s.id)}.title`)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('realCall.chatScenarios')}>
                  {BUILTIN_SCENARIOS.map((s) => (
                    <option key={s.id} value={s.id}>
                      {t(`realCall.chatScenarioTitles.${s.id}`)}
                    </option>
                  ))}
                  {(challenges.data ?? []).map((c) => (
                    <option key={c.id} value={`challenge-${c.id}`}>
                      {c.title}
                    </option>
                  ))}
                </optgroup>
              </Select>
            </Field>
            <Stack $gap="xs">
              <Field label={t('realCall.transcript')} error={errorOf(errors.transcript?.message)}>
                <TextArea
                  id="real-call-transcript"
                  rows={8}
                  placeholder={t('realCall.placeholder')}
                  aria-describedby="real-call-limit"
                  {...register('transcript')}
                />
              </Field>
              <Muted id="real-call-limit" aria-live="polite">
                {t('realCall.limit', { count: transcript.length, max: MAX_SCORED_TRANSCRIPT_CHARS })}
              </Muted>
            </Stack>
            {error && <FieldError role="alert">{error}</FieldError>}
            <Button type="submit" disabled={!scenarioId || !transcript.trim() || tooLong || score.isPending}>
              {score.isPending ? t('realCall.scoring') : t('realCall.submit')}
            </Button>
          </Stack>
        </form>
        {score.data && !score.isPending && <ScorecardView card={score.data} t={t} testId="real-call-scorecard" />}
      </Stack>
    </Card>
  );
}
