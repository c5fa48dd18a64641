import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamificationQuery } from '@app/api-client/progress';
import { medalsQuery } from '@app/api-client/scorecards';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Card } from '@app/ui/card';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { BackLink, LinkButton } from '@app/ui/links';
import { SectionHeading } from '@app/ui/section-heading';
import { Tabs } from '@app/ui/tabs';
import { AchievementList } from './achievement-list';
import { OverviewTab } from './overview-tab';
import { ProgressSkeleton } from './progress-skeleton';
import { StatsTab } from './stats-tab';
import { TeamTab } from './team-tab';
import { LoadError } from '@app/shell-sdk/load-error';

const TABS = ['overview', 'achievements', 'stats', 'team'] as const;
type Tab = (typeof TABS)[number];

/** Your Progress (spec 001): Overview, Achievements and Stats from the progress engine. */
export function ProgressPage() {
  const { t } = useTranslation('coaching');
  const { t: tt } = useTranslation('teams');
  const { user, language } = useRemoteProps();
  const [tab, setTab] = useState<Tab>('overview');
  const query = useQuery(gamificationQuery(user.id, language));
  // The medals card is on the overview's first screen: asked for beside the progress, not after it.
  usePrefetchQuery(medalsQuery(user.id, language));
  return (
    <Screen data-testid="mfe-progress">
      <BackLink to="/">{t('backHome')}</BackLink>
      <Heading>{t('progress.title')}</Heading>
      <Muted>{t('progress.body')}</Muted>
      <Stack $gap="md">
        {/* The tabs in a block of their own: the tab's last card keeps the same gap to the cards below as they keep between them. */}
        <div>
          <Tabs label={t('progress.tabsLabel')} idPrefix="progress" tabs={TABS.map((id) => ({ id, label: id === 'team' ? tt('leaderboard.tab') : t(`progress.tabs.${id}`) }))} value={tab} onChange={setTab}>
            {tab === 'team' ? (
              <TeamTab />
            ) : query.isPending ? (
              <ProgressSkeleton />
            ) : query.isError ? (
              <LoadError title={t('progress.loadFailed')} retryLabel={t('progress.retry')} onRetry={() => void query.refetch()} />
            ) : tab === 'overview' ? (
              <OverviewTab data={query.data} />
            ) : tab === 'achievements' ? (
              <AchievementList />
            ) : (
              <StatsTab data={query.data} />
            )}
          </Tabs>
        </div>
        <Card>
          <SectionHeading>{t('progress.discTitle')}</SectionHeading>
          <Muted>{t('progress.discBody')}</Muted>
          <LinkButton to="/disc-assessment">{t('progress.discLink')}</LinkButton>
        </Card>
        <Card>
          <SectionHeading>{t('progress.coachTitle')}</SectionHeading>
          <Muted>{t('progress.coachBody')}</Muted>
          <LinkButton to="/coach" $variant="ghost">
            {t('progress.coachLink')}
          </LinkButton>
        </Card>
      </Stack>
    </Screen>
  );
}

