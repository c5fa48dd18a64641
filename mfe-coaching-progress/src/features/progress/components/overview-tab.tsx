import { Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUCCESS_SCORE, type Gamification } from '@app/contracts/progress';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { Card } from '@app/ui/card';
import { Muted, Stack } from '@app/ui/components';
import { EmptyText } from '@app/ui/empty-state';
import { Grid } from '@app/ui/grid';
import { List } from '@app/ui/list';
import { Progress } from '@app/ui/progress';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { StatTile } from '@app/ui/stat-tile';
import { semantic } from '@app/ui/tokens';
import { levelIcon } from './level-badge';
import { MedalsSection } from './medals-section';
import { ProgressCharts } from './progress-charts';

export function OverviewTab({ data }: { data: Gamification }) {
  const { t, i18n } = useTranslation('coaching');
  const Icon = levelIcon(data.level);
  const recent = data.achievements.filter((a) => a.unlocked).slice(0, 3);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const successHint = t('progress.tiles.successRateHint', { score: SUCCESS_SCORE });
  return (
    <Stack $gap="md">
      <Card data-testid="level-card">
        <Stack $gap="sm">
          <Row $justify="between" $gap="md">
            <Row $gap="md">
              <LevelIcon aria-hidden>
                <Icon size={28} />
              </LevelIcon>
              <div>
                <SectionHeading as="strong" $size="lg">
                  {t('progress.level', { level: data.level })}
                </SectionHeading>
                <Muted>{data.levelTitle}</Muted>
              </div>
            </Row>
            <strong>{t('progress.xp', { xp: number(data.xp) })}</strong>
          </Row>
          <Progress value={data.levelProgress} size="lg" aria-label={t('progress.levelProgress')} />
          <Muted>{data.xpToNext > 0 ? t('progress.toNext', { xp: number(data.xpToNext), level: data.level + 1 }) : t('progress.maxLevel')}</Muted>
        </Stack>
      </Card>
      <Grid $columns={3} $gap="sm">
        {/* The hint is the tile's tooltip and, for screen readers, part of its label. */}
        <StatTile
          title={successHint}
          value={t('progress.percent', { value: data.stats.successRate })}
          label={
            <>
              {t('progress.tiles.successRate')}
              <VisuallyHidden>{successHint}</VisuallyHidden>
            </>
          }
        />
        <StatTile value={data.streak} label={t('progress.tiles.dayStreak')} />
        <StatTile value={data.stats.totalSessions} label={t('progress.tiles.sessions')} />
      </Grid>
      <MedalsSection />
      <Card>
        <SectionHeading>{t('progress.recent')}</SectionHeading>
        {recent.length === 0 ? (
          <EmptyText>{t('progress.noUnlocks')}</EmptyText>
        ) : (
          <List>
            {recent.map((a) => (
              <li key={a.id} data-testid={`recent-${a.id}`}>
                <Circle aria-hidden size={10} fill={semantic.rarity[a.rarity]} color={semantic.rarity[a.rarity]} />{' '}
                <strong>{a.name}</strong> <Muted as="span">{a.description}</Muted>
              </li>
            ))}
          </List>
        )}
      </Card>
      <ProgressCharts history={data.history} skills={data.skills} />
    </Stack>
  );
}

// The level's own emblem: its tier icon on a primary disc.
const LevelIcon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;
