import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUCCESS_SCORE, type Gamification } from '@app/contracts/progress';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { Card, Muted, Spinner, Stack } from '@app/ui/components';
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
  return (
    <Stack $gap="md">
      <Card data-testid="level-card">
        <LevelRow>
          <Badge aria-hidden>
            <Icon size={28} />
          </Badge>
          <div>
            <LevelText>{t('progress.level', { level: data.level })}</LevelText>
            <Muted>{data.levelTitle}</Muted>
          </div>
          <Xp>{t('progress.xp', { xp: number(data.xp) })}</Xp>
        </LevelRow>
        <Bar role="progressbar" aria-label={t('progress.levelProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={data.levelProgress}>
          <Fill style={{ width: `${data.levelProgress}%` }} />
        </Bar>
        <Muted>{data.xpToNext > 0 ? t('progress.toNext', { xp: number(data.xpToNext), level: data.level + 1 }) : t('progress.maxLevel')}</Muted>
      </Card>
      <Tiles>
        <Tile title={t('progress.tiles.successRateHint', { score: SUCCESS_SCORE })}>
          <TileValue>{t('progress.percent', { value: data.stats.successRate })}</TileValue>
          <TileLabel>{t('progress.tiles.successRate')}</TileLabel>
          <VisuallyHidden>{t('progress.tiles.successRateHint', { score: SUCCESS_SCORE })}</VisuallyHidden>
        </Tile>
        <Tile>
          <TileValue>{data.streak}</TileValue>
          <TileLabel>{t('progress.tiles.dayStreak')}</TileLabel>
        </Tile>
        <Tile>
          <TileValue>{data.stats.totalSessions}</TileValue>
          <TileLabel>{t('progress.tiles.sessions')}</TileLabel>
        </Tile>
      </Tiles>
      <MedalsSection />
      <Card>
        <SectionTitle>{t('progress.recent')}</SectionTitle>
        {recent.length === 0 ? (
          <Muted>{t('progress.noUnlocks')}</Muted>
        ) : (
          <Recent>
            {recent.map((a) => (
              <li key={a.id} data-testid={`recent-${a.id}`}>
                <Dot style={{ background: semantic.rarity[a.rarity] }} aria-hidden />
                <strong>{a.name}</strong> <Muted as="span">{a.description}</Muted>
              </li>
            ))}
          </Recent>
        )}
      </Card>
      <Suspense fallback={<Spinner role="status" aria-label={t('progress.loading')} />}>
        <ProgressCharts history={data.history} skills={data.skills} />
      </Suspense>
    </Stack>
  );
}

const LevelRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Badge = styled.span`
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

const Xp = styled.p`
  margin: 0 0 0 auto;
  font-weight: 700;
`;

const Bar = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

const Tile = styled(Card)`
  text-align: center;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
`;

const TileValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
`;

const TileLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Recent = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Dot = styled.span`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  margin-right: ${({ theme }) => theme.space.xs};
`;
