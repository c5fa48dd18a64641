import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Heading, Muted, Screen } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';

// Stats arrive with the quiz results feature; until an agent finishes a quiz there is nothing to chart.
export function QuizAnalyticsPage() {
  const { t } = useTranslation('quiz');
  return (
    <Screen data-testid="mfe-quiz-analytics">
      <Links>
        <LinkButton to="/quiz" $variant="ghost">
          <span aria-hidden>←&nbsp;</span>
          {t('analytics.backToQuiz')}
        </LinkButton>
        <LinkButton to="/dashboard" $variant="ghost">
          {t('analytics.dashboard')}
        </LinkButton>
      </Links>
      <Heading>{t('analytics.title')}</Heading>
      <Card role="status">
        <EmptyTitle>{t('analytics.emptyTitle')}</EmptyTitle>
        <Muted>{t('analytics.emptyBody')}</Muted>
        <LinkButton to="/quiz">{t('analytics.takeFirst')}</LinkButton>
      </Card>
    </Screen>
  );
}

const Links = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const EmptyTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
