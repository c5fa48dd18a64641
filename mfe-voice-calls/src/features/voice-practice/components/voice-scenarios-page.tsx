import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { VOICE_SCENARIOS, type VoiceScenario } from '../data/voice-scenarios';
import { VoiceRecorder } from './voice-recorder';
import { VoiceScenarioCard } from './voice-scenario-card';

export function VoiceScenariosPage() {
  const { t } = useTranslation('voice');
  const [chosen, setChosen] = useState<VoiceScenario | null>(null);
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
