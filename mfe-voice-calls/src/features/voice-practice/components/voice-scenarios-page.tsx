import { useTranslation } from 'react-i18next';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { VOICE_SCENARIOS } from '../data/voice-scenarios';
import { VoiceScenarioCard } from './voice-scenario-card';

export function VoiceScenariosPage() {
  const { t } = useTranslation('voice');
  return (
    <Screen data-testid="mfe-voice">
      <Heading>{t('practice.title')}</Heading>
      <Muted>{t('practice.intro')}</Muted>
      <Stack>
        {VOICE_SCENARIOS.map((s) => (
          <VoiceScenarioCard key={s.id} scenario={s} />
        ))}
      </Stack>
    </Screen>
  );
}
