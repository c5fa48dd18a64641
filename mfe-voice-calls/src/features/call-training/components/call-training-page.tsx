import { useTranslation } from 'react-i18next';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { CALL_SCENARIOS } from '../data/call-scenarios';
import { CallScenarioCard } from './call-scenario-card';

export function CallTrainingPage() {
  const { t } = useTranslation('voice');
  return (
    <Screen data-testid="mfe-voice-training">
      <Heading>{t('calls.title')}</Heading>
      <Muted>{t('calls.intro')}</Muted>
      <Stack>
        {CALL_SCENARIOS.map((s) => (
          <CallScenarioCard key={s.id} scenario={s} />
        ))}
      </Stack>
    </Screen>
  );
}
