import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { TeamDashboard } from '@app/contracts/teams';
import { EmptyText } from '@app/ui/empty-state';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { scoreColor } from '@app/ui/tokens';
import { VisuallyHidden } from '@app/ui/visually-hidden';

const W = 320;
const H = 140;
const PAD = 20;

/** Sessions per week as bars, the average score as dots in its colour; the figures are in a table for screen readers. */
export function TrendChart({ trend }: { trend: TeamDashboard['trend'] }) {
  const { t } = useTranslation('teams');
  const { colors } = useTheme();
  const max = Math.max(1, ...trend.map((w) => w.sessions));
  const step = (W - PAD * 2) / trend.length;
  if (trend.every((w) => w.sessions === 0)) return <EmptyText>{t('admin.noData')}</EmptyText>;
  return (
    <figure style={{ margin: 0 }}>
      <Svg viewBox={`0 0 ${W} ${H}`} aria-hidden data-testid="trend-chart">
        {trend.map((w, i) => {
          const x = PAD + i * step;
          const barH = ((H - PAD * 2) * w.sessions) / max;
          const score = w.averageScore;
          const scoreY = score === null ? null : H - PAD - ((H - PAD * 2) * score) / 100;
          return (
            <g key={w.weekStart}>
              <rect x={x + step * 0.2} y={H - PAD - barH} width={step * 0.6} height={barH} rx={3} fill={colors.primary} opacity={0.55} />
              {score !== null && scoreY !== null && <circle cx={x + step / 2} cy={scoreY} r={5} fill={scoreColor(score)} />}
              <text x={x + step / 2} y={H - 4} textAnchor="middle" fill={colors.textMuted} fontSize={9}>{w.weekStart.slice(5)}</text>
            </g>
          );
        })}
      </Svg>
      <Row as="figcaption" $gap="md" $wrap>
        <Row as="span" $gap="xs"><Swatch fill={colors.primary} /><SmallText as="span">{t('admin.trendSessions')}</SmallText></Row>
        <Row as="span" $gap="xs"><Swatch fill={colors.textMuted} round /><SmallText as="span">{t('admin.trendScore')}</SmallText></Row>
      </Row>
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

/** The legend's key: the chart's own mark (a bar or a dot) drawn small. */
function Swatch({ fill, round = false }: { fill: string; round?: boolean }) {
  return (
    <svg width={10} height={10} viewBox="0 0 10 10" aria-hidden>
      <rect width={10} height={10} rx={round ? 5 : 2} fill={fill} />
    </svg>
  );
}
