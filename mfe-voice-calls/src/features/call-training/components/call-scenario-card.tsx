import { useTranslation } from 'react-i18next';
import { Card, Muted } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import type { CallScenario } from '../data/call-scenarios';

export function CallScenarioCard({ scenario }: { scenario: CallScenario }) {
  const { t } = useTranslation('voice');
  const k = `calls.scenarios.${scenario.key}` as const;
  return (
    <Card as="article" aria-labelledby={`call-${scenario.id}`}>
      <Row $justify="between" $align="baseline">
        <SectionHeading id={`call-${scenario.id}`}>{t(`${k}.title`)}</SectionHeading>
        <DifficultyBadge level={scenario.difficulty} />
      </Row>
      <div>
        <strong>{t(`${k}.clientName`)}</strong>
      </div>
      <Muted>{t('calls.clientType', { type: t(`${k}.clientType`) })}</Muted>
      <div>{t(`${k}.description`)}</div>
    </Card>
  );
}
