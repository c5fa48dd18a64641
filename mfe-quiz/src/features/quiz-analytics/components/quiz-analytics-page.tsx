import { useTranslation } from 'react-i18next';
import { Card, Centered, Heading, Muted, Screen, Spinner, Stack } from '@app/ui/components';
import { LoadError } from '@app/shell-sdk/load-error';
import { LinkButton } from '@app/ui/links';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useQuizStats } from '../api/get-quiz-stats';
import { QuizStatsView } from './quiz-stats-view';

/** /quiz-analytics: the signed-in user's quiz stats, or the empty state before a first quiz. */
export function QuizAnalyticsPage() {
  const { t } = useTranslation('quiz');
  const { user } = useRemoteProps();
  const stats = useQuizStats(user.id);
  return (
    <Screen data-testid="mfe-quiz-analytics">
      <Stack>
        <Row as="nav" $justify="between">
          <LinkButton to="/quiz" $variant="ghost">
            <span aria-hidden>←&nbsp;</span>
            {t('analytics.backToQuiz')}
          </LinkButton>
          <LinkButton to="/dashboard" $variant="ghost">
            {t('analytics.dashboard')}
          </LinkButton>
        </Row>
        <Heading>{t('analytics.title')}</Heading>
      </Stack>
      {stats.isPending && (
        <Centered>
          <Spinner aria-hidden />
        </Centered>
      )}
      {stats.isError && <LoadError title={t('player.loadFailed')} retryLabel={t('player.retry')} onRetry={() => void stats.refetch()} />}
      {stats.data && stats.data.totalQuizzes === 0 && (
        <Card role="status">
          <SectionHeading $size="lg">{t('analytics.emptyTitle')}</SectionHeading>
          <Muted>{t('analytics.emptyBody')}</Muted>
          <LinkButton to="/quiz">{t('analytics.takeFirst')}</LinkButton>
        </Card>
      )}
      {stats.data && stats.data.totalQuizzes > 0 && <QuizStatsView stats={stats.data} />}
    </Screen>
  );
}
