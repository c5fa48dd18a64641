import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import type { VoiceScenario } from '../data/voice-scenarios';

export function VoiceScenarioCard({ scenario, onChoose }: { scenario: VoiceScenario; onChoose: () => void }) {
  const { t } = useTranslation('voice');
  return (
    <Card as="article" aria-labelledby={`voice-${scenario.id}`}>
      <Choose type="button" onClick={onChoose}>
        <Row $justify="between" $align="baseline">
          <SectionHeading id={`voice-${scenario.id}`}>{t(`practice.scenarios.${scenario.key}.title`)}</SectionHeading>
          <DifficultyBadge level={scenario.difficulty} />
        </Row>
        <Muted>{t('practice.duration', scenario.seconds)}</Muted>
        <span>{t(`practice.scenarios.${scenario.key}.text`)}</span>
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
