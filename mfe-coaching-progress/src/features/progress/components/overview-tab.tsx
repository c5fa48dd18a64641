import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUCCESS_SCORE, type Gamification } from '@app/contracts/progress';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { Card, Muted, Spinner, Stack } from '@app/ui/components';
import { EmptyText } from '@app/ui/empty-state';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { StatTile } from '@app/ui/stat-tile';
import { semantic } from '@app/ui/tokens';
import { levelIcon } from './level-badge';
import { MedalsSection } from './medals-section';

// recharts is only needed here: its chunk loads with the overview, never with the other screens.
const ProgressCharts = lazy(() => import('./progress-charts'));

export function OverviewTab({ data }: { data: Gamification }) {
  const { t, i18n } = useTranslation('coaching');
  const Icon = levelIcon(data.level);
  const recent = data.achievements.filter((a) => a.unlocked).slice(0, 3);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const successHint = t('progress.tiles.successRateHint', { score: SUCCESS_SCORE });
  return (
    <Stack $gap="md">
      <Card data-testid="level-card">
        <Row $justify="between" $gap="md">
          <Row $gap="md">
            <LevelIcon aria-hidden>
              <Icon size={28} />
            </LevelIcon>
            <div>
              <LevelText>{t('progress.level', { level: data.level })}</LevelText>
              <Muted>{data.levelTitle}</Muted>
            </div>
          </Row>
          <strong>{t('progress.xp', { xp: number(data.xp) })}</strong>
        </Row>
        <Bar role="progressbar" aria-label={t('progress.levelProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={data.levelProgress}>
          <Fill style={{ width: `${data.levelProgress}%` }} />
        </Bar>
        <Muted>{data.xpToNext > 0 ? t('progress.toNext', { xp: number(data.xpToNext), level: data.level + 1 }) : t('progress.maxLevel')}</Muted>
      </Card>
      <Tiles>
        {/* The hint is the tile's tooltip and, for screen readers, part of its label. */}
        <div title={successHint}>
          <StatTile
            value={t('progress.percent', { value: data.stats.successRate })}
            label={
              <>
                {t('progress.tiles.successRate')}
                <VisuallyHidden>{successHint}</VisuallyHidden>
              </>
            }
          />
        </div>
        <StatTile value={data.streak} label={t('progress.tiles.dayStreak')} />
        <StatTile value={data.stats.totalSessions} label={t('progress.tiles.sessions')} />
      </Tiles>
      <MedalsSection />
      <Card>
        <SectionHeading>{t('progress.recent')}</SectionHeading>
        {recent.length === 0 ? (
          <EmptyText>{t('progress.noUnlocks')}</EmptyText>
        ) : (
          <List>
            {recent.map((a) => (
              <li key={a.id} data-testid={`recent-${a.id}`}>
                <Dot style={{ background: semantic.rarity[a.rarity] }} aria-hidden />
                <strong>{a.name}</strong> <Muted as="span">{a.description}</Muted>
              </li>
            ))}
          </List>
        )}
      </Card>
      <Suspense fallback={<Spinner role="status" aria-label={t('progress.loading')} />}>
        <ProgressCharts history={data.history} skills={data.skills} />
      </Suspense>
    </Stack>
  );
}

const LevelIcon = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const LevelText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;

const Bar = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  /* The tile wrapped for its tooltip is as tall as the others. */
  > div[title] { display: grid; }
`;

const Dot = styled.span`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  margin-right: ${({ theme }) => theme.space.xs};
`;
