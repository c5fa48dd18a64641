import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamDashboard } from '@app/contracts/teams';
import { EmptyText } from '@app/ui/empty-state';
import { scoreColor } from '@app/ui/tokens';
import { VisuallyHidden } from '@app/ui/visually-hidden';

const W = 320;
const H = 140;
const PAD = 20;

/** Sessions per week as bars, the average score as dots in its colour; the figures are in a table for screen readers. */
export function TrendChart({ trend }: { trend: TeamDashboard['trend'] }) {
  const { t } = useTranslation('teams');
  const max = Math.max(1, ...trend.map((w) => w.sessions));
  const step = (W - PAD * 2) / trend.length;
  if (trend.every((w) => w.sessions === 0)) return <EmptyText>{t('admin.noData')}</EmptyText>;
  return (
    <figure style={{ margin: 0 }}>
      <Svg viewBox={`0 0 ${W} ${H}`} aria-hidden data-testid="trend-chart">
        {trend.map((w, i) => {
          const x = PAD + i * step;
          const barH = ((H - PAD * 2) * w.sessions) / max;
          const scoreY = w.averageScore === null ? null : H - PAD - ((H - PAD * 2) * w.averageScore) / 100;
          return (
            <g key={w.weekStart}>
              <Bar x={x + step * 0.2} y={H - PAD - barH} width={step * 0.6} height={barH} rx={3} />
              {scoreY !== null && <circle cx={x + step / 2} cy={scoreY} r={5} fill={scoreColor(w.averageScore!)} />}
              <Label x={x + step / 2} y={H - 4} textAnchor="middle">{w.weekStart.slice(5)}</Label>
            </g>
          );
        })}
      </Svg>
      <Legend>
        <span><Swatch $kind="bar" /> {t('admin.trendSessions')}</span>
        <span><Swatch $kind="dot" /> {t('admin.trendScore')}</span>
      </Legend>
      <VisuallyHidden as="div">
        <table>
          <caption>{t('admin.trend')}</caption>
          <thead><tr><th>{t('admin.week')}</th><th>{t('admin.trendSessions')}</th><th>{t('admin.trendScore')}</th></tr></thead>
          <tbody>{trend.map((w) => <tr key={w.weekStart}><td>{w.weekStart}</td><td>{w.sessions}</td><td>{w.averageScore ?? '—'}</td></tr>)}</tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

const Svg = styled.svg`
  width: 100%;
  height: auto;
  max-height: 220px;
`;

const Bar = styled.rect`
  fill: ${({ theme }) => theme.colors.primary};
  opacity: 0.55;
`;

const Label = styled.text`
  fill: ${({ theme }) => theme.colors.textMuted};
  font-size: 9px;
`;

const Legend = styled.figcaption`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Swatch = styled.i<{ $kind: 'bar' | 'dot' }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: ${({ $kind }) => ($kind === 'dot' ? '50%' : '2px')};
  background: ${({ theme, $kind }) => ($kind === 'dot' ? theme.colors.textMuted : theme.colors.primary)};
`;
