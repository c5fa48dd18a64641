import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QUIZ_TEXT_KEY, type QuizStats } from '@app/contracts/quiz';
import type { QuizCategory } from '@app/contracts/quiz-questions';
import { Card, Muted, Spinner, Stack } from '@app/ui/components';
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
        <H2>{t('stats.chartTitle')}</H2>
        <Suspense fallback={<Spinner aria-hidden />}>
          <ScoreChart results={stats.recentResults} />
        </Suspense>
      </Card>
      <Card>
        <H2>{t('stats.byCategory')}</H2>
        <List>
          {Object.entries(stats.categoryStats).map(([category, c]) => (
            <li key={category}>
              <strong>{title(category)}</strong>
              <Muted as="span">{t('stats.categoryLine', { average: c.average, count: c.count })}</Muted>
              <Muted as="span">{t('stats.passedFailed', { passed: c.passed, failed: c.failed })}</Muted>
            </li>
          ))}
        </List>
      </Card>
      <Card>
        <H2>{t('stats.recent')}</H2>
        <List data-testid="recent-results">
          {stats.recentResults.map((r) => (
            <li key={r.id}>
              <strong>
                {title(r.category)} · {r.percentage}% · {r.passed ? t('results.passed') : t('results.notPassed')}
              </strong>
              <Muted as="span">
                {new Date(r.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })} · {t('stats.minutes', { n: Math.round(r.timeSpent / 60) })}
              </Muted>
            </li>
          ))}
        </List>
      </Card>
    </Stack>
  );
}

const H2 = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; gap: 2px; }
`;
