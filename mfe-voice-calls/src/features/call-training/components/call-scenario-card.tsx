import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import type { CallScenario } from '../data/call-scenarios';

export function CallScenarioCard({ scenario }: { scenario: CallScenario }) {
  const { t } = useTranslation('voice');
  const k = `calls.scenarios.${scenario.key}` as const;
  return (
    <Card as="article" aria-labelledby={`call-${scenario.id}`}>
      <Top>
        <Title id={`call-${scenario.id}`}>{t(`${k}.title`)}</Title>
        <DifficultyBadge level={scenario.difficulty} />
      </Top>
      <Client>{t(`${k}.clientName`)}</Client>
      <Muted>{t('calls.clientType', { type: t(`${k}.clientType`) })}</Muted>
      <Text>{t(`${k}.description`)}</Text>
    </Card>
  );
}

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Client = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: 600;
`;

const Text = styled.p`
  margin: 0;
`;
