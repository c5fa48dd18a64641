import { useTranslation } from 'react-i18next';
import { Card, Heading, Muted, Screen } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { LinkButton } from '@app/ui/links';

// The insights list arrives with the calls feature; until an agent has a call there is nothing to show.
export function CallInsightsPage() {
  const { t } = useTranslation('voice');
  return (
    <Screen data-testid="mfe-call-insights">
      <BackLink to="/">{t('common:backHome')}</BackLink>
      <Heading>{t('insights.title')}</Heading>
      <Muted>{t('insights.intro')}</Muted>
      <Card role="status">
        <strong>{t('insights.empty')}</strong>
        <Muted>{t('insights.emptyNext')}</Muted>
        <LinkButton to="/voice-training">{t('insights.startCall')}</LinkButton>
      </Card>
    </Screen>
  );
}
