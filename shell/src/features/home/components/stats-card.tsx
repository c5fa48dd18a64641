import { Flame, MessagesSquare, Star, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserSummary } from '@app/contracts/auth';
import { SectionHeading } from '@app/ui/section-heading';
import { scoreColor } from '@app/ui/tokens';

export function StatsCard({ summary }: { summary: UserSummary }) {
  const { t } = useTranslation('home');
  const average = Math.round(summary.averageScore);
  return (
    <section aria-labelledby="stats-title">
      <SectionHeading id="stats-title" $size="lg">
        {t('stats.title')}
      </SectionHeading>
      <Grid data-testid="stats">
        <Stat Icon={Flame} label={t('stats.streak')}>
          {summary.streak}
        </Stat>
        <Stat Icon={Star} label={t('stats.averageScore')} accent={summary.totalSessions > 0 ? scoreColor(average) : undefined}>
          {summary.totalSessions > 0 ? average : <span aria-label={t('stats.noScore')}>—</span>}
        </Stat>
        <Stat Icon={MessagesSquare} label={t('stats.sessions')}>
          {summary.totalSessions}
        </Stat>
      </Grid>
    </section>
  );
}

function Stat({ Icon, label, accent, children }: { Icon: LucideIcon; label: string; accent?: string; children: ReactNode }) {
  return (
    <Item>
      <Label>
        <Icon aria-hidden size={18} />
        {label}
      </Label>
      <Value $accent={accent}>{children}</Value>
    </Item>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
`;

const Label = styled.dt`
  order: 2;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  svg { order: -1; color: ${({ theme }) => theme.colors.primary}; }
`;

const Value = styled.dd<{ $accent?: string }>`
  order: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
  line-height: 1.2;
  border-bottom: 3px solid ${({ $accent }) => $accent ?? 'transparent'};
`;
