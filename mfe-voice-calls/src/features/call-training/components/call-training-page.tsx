import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Muted, Screen, Stack } from '@app/ui/components';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { CALL_SCENARIOS } from '../data/call-scenarios';
import { callVariant, presetScenario } from '../data/presets';
import { lastNumberQuery } from '@app/api-client/calls';
import { useCallSession } from '../hooks/use-call-session';
import { ActiveCallBar } from './active-call-bar';
import { AnswerBox } from './answer-box';
import { CallScenarioCard } from './call-scenario-card';
import { CallScoreCard } from './call-score-card';
import { CallStage } from './call-stage';
import { CallSetup } from './call-setup';
import { LiveMetrics } from './live-metrics';
import { LiveTranscript } from './live-transcript';

/** /voice-training, and the same page with a preset client as /voice-call, /voice-realistic and /voice-advanced (titled as the menu names them). */
export function CallTrainingPage() {
  const { t } = useTranslation('voice');
  const { location } = useRemoteProps();
  const [phone, setPhone] = useState('');
  // The last number called is offered again (it stays editable); typing first wins.
  const lastNumber = useQuery(lastNumberQuery()).data?.phoneNumber ?? null;
  useEffect(() => {
    if (lastNumber) setPhone((typed) => typed || lastNumber);
  }, [lastNumber]);
  const [scenarioId, setScenarioId] = useState<string>(() => presetScenario(location.pathname, location.search));
  const call = useCallSession();
  const scenario = CALL_SCENARIOS.find((s) => s.id === scenarioId);
  const live = call.phase === 'active' || call.phase === 'ending';
  const clientName = scenario ? t(`calls.scenarios.${scenario.key}.clientName`) : '';
  const variant = callVariant(location.pathname);

  return (
    <Screen data-testid="mfe-voice-training">
      <Heading>{variant ? t(`calls.variants.${variant}`) : t('calls.title')}</Heading>
      <Muted>{variant && scenario ? t('calls.presetIntro', { client: clientName, type: t(`calls.scenarios.${scenario.key}.clientType`) }) : t('calls.intro')}</Muted>
      <Stack>
        {call.score ? (
          <CallScoreCard score={call.score} onReset={call.reset} />
        ) : (
          <CallSetup phone={phone} scenario={scenarioId} onPhone={setPhone} onScenario={setScenarioId} onStart={() => void call.start(phone, scenarioId)} starting={call.phase === 'starting'} locked={live} />
        )}
        {live && (
          <>
            <CallStage>
              <ActiveCallBar onEnd={call.end} ending={call.phase === 'ending'} />
              <LiveTranscript entries={call.entries} clientName={clientName} live={call.phase === 'active'} />
              <AnswerBox onSend={call.answer} busy={call.replying || call.phase !== 'active'} />
            </CallStage>
            <LiveMetrics metrics={call.metrics} />
          </>
        )}
        {call.phase === 'idle' && (
          <>
            <Card role="status">
              <Muted>{t('call.empty')}</Muted>
            </Card>
            {(scenario ? [scenario] : CALL_SCENARIOS).map((s) => (
              <CallScenarioCard key={s.id} scenario={s} />
            ))}
          </>
        )}
      </Stack>
    </Screen>
  );
}
