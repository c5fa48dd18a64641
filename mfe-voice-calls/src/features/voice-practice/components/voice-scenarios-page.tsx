import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { VOICE_SCENARIOS, type VoiceScenario } from '../data/voice-scenarios';
import { VoiceRecorder } from './voice-recorder';
import { VoiceScenarioCard } from './voice-scenario-card';

export function VoiceScenariosPage() {
  const { t } = useTranslation('voice');
  // A team assignment opens /voice?scenario=<id>: that scenario's recorder first.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<VoiceScenario | null>(() => VOICE_SCENARIOS.find((s) => s.id === params.get('scenario')) ?? null);
  return (
    <Screen data-testid="mfe-voice">
      <Heading>{t('practice.title')}</Heading>
      {chosen ? (
        <VoiceRecorder key={chosen.id} scenario={chosen} onBack={() => setChosen(null)} />
      ) : (
        <>
          <Muted>{t('practice.intro')}</Muted>
          <Stack>
            {VOICE_SCENARIOS.map((s) => (
              <VoiceScenarioCard key={s.id} scenario={s} onChoose={() => setChosen(s)} />
            ))}
          </Stack>
        </>
      )}
    </Screen>
  );
}
