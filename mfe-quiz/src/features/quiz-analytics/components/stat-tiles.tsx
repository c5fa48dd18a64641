import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuizStats } from '@app/contracts/quiz';
import { Grid } from '@app/ui/grid';
import { Row } from '@app/ui/row';
import { StatTile } from '@app/ui/stat-tile';
import { scoreColor } from '@app/ui/tokens';

const MAX_STARS = 5;

/** The headline stats: average, quizzes, points and the pass streak as up to five stars then "+N". */
export function StatTiles({ stats }: { stats: QuizStats }) {
  const { t } = useTranslation('quiz');
  const stars = Math.min(stats.streak, MAX_STARS);
  return (
    <Grid>
      <StatTile label={t('stats.averageScore')} value={`${stats.averageScore}%`} color={scoreColor(stats.averageScore)} />
      <StatTile label={t('stats.totalQuizzes')} value={stats.totalQuizzes} />
      <StatTile label={t('stats.totalScore')} value={`${stats.totalScore}/${stats.totalMaxScore}`} />
      <StatTile
        label={t('stats.streak')}
        value={
          <Row as="span" $gap="xs" role="img" aria-label={String(stats.streak)} data-testid="streak">
            {Array.from({ length: stars }, (_, i) => (
              <Star key={i} size={18} aria-hidden fill="currentColor" />
            ))}
            {stats.streak > MAX_STARS && <span aria-hidden>+{stats.streak - MAX_STARS}</span>}
            {stats.streak === 0 && <span aria-hidden>0</span>}
          </Row>
        }
      />
    </Grid>
  );
}
