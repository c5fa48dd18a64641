import { Flame, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DailyChallenge } from '@app/contracts/dashboard';
import { Card } from '@app/ui/components';

/** Spec 000 §2.4: only when a challenge exists; "Start Challenge" opens the chat. */
export function DailyChallengeCard({ daily }: { daily: DailyChallenge }) {
  const { t } = useTranslation('home');
  if (!daily.challenge) return null;
  return (
    <ChallengeCard aria-labelledby="daily-challenge-title" data-testid="daily-challenge">
      <Top>
        <Trophy aria-hidden size={20} />
        <Title id="daily-challenge-title">{t('dailyChallenge.title')}</Title>
        <Streak>
          <Flame aria-hidden size={16} />
          {t('dailyChallenge.streak', { count: daily.streak })}
        </Streak>
      </Top>
      <ChallengeName>{daily.challenge.title}</ChallengeName>
      <Description>{daily.challenge.description}</Description>
      <Start to={`/chat?challenge=${daily.challenge.id}`}>{t('dailyChallenge.start')}</Start>
    </ChallengeCard>
  );
}

const ChallengeCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  border-color: ${({ theme }) => theme.colors.primary};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Streak = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const ChallengeName = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Start = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
`;
