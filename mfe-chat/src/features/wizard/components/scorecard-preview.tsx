import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { useScenarioScorecard } from '../api/get-scenario-scorecard';

/** "What you'll be scored on": the scenario's card before the session starts. */
export function ScorecardPreview({ scenarioKey }: { scenarioKey: string }) {
  const { t } = useTranslation('chat');
  const card = useScenarioScorecard(scenarioKey);
  if (card.isPending) return <Muted aria-busy="true">{t('scorecard.before')}</Muted>;
  if (card.isError) return <Muted role="status">{t('scorecard.loadFailed')}</Muted>;
  return (
    <Box aria-labelledby="scorecard-before" data-testid="scorecard-preview">
      <Heading id="scorecard-before">
        <ClipboardCheck aria-hidden size={20} />
        {t('scorecard.before')}
      </Heading>
      <Muted>{t('scorecard.beforeHint', { passMark: card.data.passMark })}</Muted>
      <List>
        {card.data.criteria.map((c) => (
          <li key={c.id}>
            <Title>
              {c.title} <Weight>{t('scorecard.weight', { weight: c.weight })}</Weight>
            </Title>
            <Description>{c.description}</Description>
          </li>
        ))}
      </List>
    </Box>
  );
}

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.span`
  display: block;
  font-weight: 700;
`;

const Weight = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
