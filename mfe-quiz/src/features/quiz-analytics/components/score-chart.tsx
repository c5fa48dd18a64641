import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import type { QuizStats } from '@app/contracts/quiz';

/** Scores over time, oldest first; the numbers are in the figure's label for screen readers. Lazy-loaded. */
export default function ScoreChart({ results }: { results: QuizStats['recentResults'] }) {
  const { t, i18n } = useTranslation('quiz');
  const theme = useTheme();
  const data = [...results].reverse().map((r) => ({ when: new Date(r.createdAt).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short' }), score: r.percentage }));
  return (
    <figure role="img" aria-label={t('stats.chartSummary', { list: data.map((d) => `${d.score}%`).join(', ') })} style={{ margin: 0, height: 200 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
          <XAxis dataKey="when" stroke={theme.colors.textMuted} fontSize={12} />
          <YAxis domain={[0, 100]} stroke={theme.colors.textMuted} fontSize={12} />
          <Tooltip contentStyle={{ background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, color: theme.colors.text }} />
          <Line type="monotone" dataKey="score" stroke={theme.colors.primary} strokeWidth={2} dot isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
