import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIZ_TEXT_KEY, type QuizStats } from '@app/contracts/quiz';
import type { QuizCategory } from '@app/contracts/quiz-questions';
import { Card, Spinner, Stack } from '@app/ui/components';
import { List } from '@app/ui/list';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { StatTiles } from './stat-tiles';

const ScoreChart = lazy(() => import('./score-chart'));


/** Every stat of spec 001 §3 for a user who has taken at least one quiz. */
export function QuizStatsView({ stats }: { stats: QuizStats }) {
  const { t, i18n } = useTranslation('quiz');
  const title = (category: string) => t(`categories.${QUIZ_TEXT_KEY[category as QuizCategory] ?? category}.title`);
  return (
    <Stack>
      <StatTiles stats={stats} />
      <Card>
        <SectionHeading>{t('stats.chartTitle')}</SectionHeading>
        <Suspense fallback={<Spinner aria-hidden />}>
          <ScoreChart results={stats.recentResults} />
        </Suspense>
      </Card>
      <Card>
        <SectionHeading>{t('stats.byCategory')}</SectionHeading>
        <List $gap="md">
          {Object.entries(stats.categoryStats).map(([category, c]) => (
            <li key={category}>
              <strong>{title(category)}</strong>
              <SmallText>{t('stats.categoryLine', { average: c.average, count: c.count })}</SmallText>
              <SmallText>{t('stats.passedFailed', { passed: c.passed, failed: c.failed })}</SmallText>
            </li>
          ))}
        </List>
      </Card>
      <Card>
        <SectionHeading>{t('stats.recent')}</SectionHeading>
        <List $gap="md" data-testid="recent-results">
          {stats.recentResults.map((r) => (
            <li key={r.id}>
              <strong>
                {title(r.category)} · {r.percentage}% · {r.passed ? t('results.passed') : t('results.notPassed')}
              </strong>
              <SmallText>
                {new Date(r.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })} · {t('stats.minutes', { n: Math.round(r.timeSpent / 60) })}
              </SmallText>
            </li>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
