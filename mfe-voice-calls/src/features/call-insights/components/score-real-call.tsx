import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import { MAX_SCORED_TRANSCRIPT_CHARS } from '@app/contracts/scorecards';
import { CALL_SCENARIOS } from '@app/contracts/voice';
import { Button, Card, Field, FieldError, Label, Muted, Stack } from '@app/ui/components';
import { ScorecardView } from '@app/ui/scorecard-view';
import { SectionHeading } from '@app/ui/section-heading';
import { Select } from '@app/ui/select';
import { TextArea } from '@app/ui/text-area';
import { chatChallengesQuery } from '@app/api-client/challenges';
import { scoreTranscript } from '@app/api-client/scorecards';

const callKey = (id: string) => id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()) as 'firstTimeBuyer';

/** "Score a real call" (issue 24): paste a conversation with a client, pick the scenario, read it on that scenario's card. */
export function ScoreRealCall() {
  const { t } = useTranslation('scorecard');
  const { t: tv } = useTranslation('voice');
  const challenges = useQuery(chatChallengesQuery());
  const score = useMutation({ mutationFn: scoreTranscript });
  const [scenarioId, setScenarioId] = useState('');
  const [transcript, setTranscript] = useState('');
  const tooLong = transcript.length > MAX_SCORED_TRANSCRIPT_CHARS;
  const error = score.error ? errorText(score.error, t('realCall.failed')) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    score.mutate({ scenarioId, transcript });
  };

  return (
    <Card aria-labelledby="score-real-call" data-testid="score-real-call">
      <Stack>
        <SectionHeading id="score-real-call">{t('realCall.title')}</SectionHeading>
        <Muted>{t('realCall.subtitle')}</Muted>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Label>
              {t('realCall.scenario')}
              <Select value={scenarioId} onChange={(e) => setScenarioId(e.target.value)} required data-testid="real-call-scenario">
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
            </Label>
            <Field>
              <Label htmlFor="real-call-transcript">{t('realCall.transcript')}</Label>
              <TextArea
                id="real-call-transcript"
                rows={8}
                value={transcript}
                placeholder={t('realCall.placeholder')}
                aria-invalid={tooLong || undefined}
                aria-describedby="real-call-limit"
                onChange={(e) => setTranscript(e.target.value)}
              />
              <Muted id="real-call-limit" aria-live="polite">
                {t('realCall.limit', { count: transcript.length, max: MAX_SCORED_TRANSCRIPT_CHARS })}
              </Muted>
            </Field>
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
