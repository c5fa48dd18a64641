import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import type { VoiceScenario } from '../data/voice-scenarios';

export function VoiceScenarioCard({ scenario, onChoose }: { scenario: VoiceScenario; onChoose: () => void }) {
  const { t } = useTranslation('voice');
  return (
    <Card as="article" aria-labelledby={`voice-${scenario.id}`}>
      <Choose type="button" onClick={onChoose}>
        <Top>
          <Title id={`voice-${scenario.id}`}>{t(`practice.scenarios.${scenario.key}.title`)}</Title>
          <DifficultyBadge level={scenario.difficulty} />
        </Top>
        <Muted>{t('practice.duration', scenario.seconds)}</Muted>
        <Text>{t(`practice.scenarios.${scenario.key}.text`)}</Text>
      </Choose>
    </Card>
  );
}

const Choose = styled.button`
  all: unset;
  display: block;
  width: 100%;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;
const Text = styled.p`
  margin: 0;
`;
