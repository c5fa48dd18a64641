import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { myAssignmentsQuery, teamsQuery } from '@app/api-client/my-teams';
import type { CurrentUser } from '@app/contracts/user';
import { AfterFirstPaint } from '@app/ui/after-first-paint';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { useActivity } from '../api/get-activity';
import { useDailyChallenge } from '../api/get-daily-challenge';
import { useUserSummary } from '../api/get-user-summary';
import { dayPart, firstName } from '../greeting';
import { DailyChallengeCard } from './daily-challenge-card';
import { HomeHeader } from './home-header';
import { HomeSkeleton } from './home-skeleton';
import { InstallCard } from './install-card';
import { MyAssignments } from './my-assignments';
import { ModeCard } from './mode-card';
import { PracticeTiles } from './practice-tiles';
import { RecentActivity } from './recent-activity';
import { StatsCard } from './stats-card';

/**
 * Home (/) and its stats view (/dashboard: the stats and recent activity first, where the quiz
 * analytics' "Dashboard" link leads). headerActions: what the app adds to the header (the bell).
 */
export function HomePage({ user, headerActions, view }: { user: CurrentUser; headerActions?: ReactNode; view?: 'stats' }) {
  const { t } = useTranslation('home');
  const summary = useUserSummary(user.id);
  const activity = useActivity(user.id);
  const daily = useDailyChallenge(user.id);
  const name = firstName(summary.data?.name ?? user.name) ?? t('defaultName');
  // The challenge and assignment cards sit above the tiles: waiting for them too keeps the page from
  // jumping (the assignments' arrival moved the tiles down: layout shift 0.15 in Lighthouse).
  const assignments = useQuery(myAssignmentsQuery());
  const teams = useQuery(teamsQuery());
  const loading = summary.isPending || activity.isPending || daily.isPending || assignments.isPending || teams.isPending;
  // The full dashboard renders in the background (time-sliced) while the skeleton stays.
  const showDashboard = useDeferredValue(!loading, false);
  const stats = (
    <>
      <StatsCard summary={summary.data ?? user} />
      <RecentActivity items={activity.data?.items ?? []} failed={activity.isError} onRetry={() => void activity.refetch()} />
    </>
  );
  return (
    <Screen>
      <Stack $gap="lg">
        <HomeHeader user={user} actions={headerActions} />
        {!showDashboard ? (
          <HomeSkeleton />
        ) : (
          <>
            <div>
              <Heading>{t(`greeting.${dayPart(new Date())}`, { name })}</Heading>
              <Muted>{t('ready')}</Muted>
            </div>
            {view === 'stats' && stats}
            {daily.data && <DailyChallengeCard daily={daily.data} />}
            <MyAssignments isAdmin={user.role === 'admin'} />
            <PracticeTiles />
            {/* Below the fold on a phone: drawn in a commit of its own, just after the rest. */}
            <AfterFirstPaint>
              {view !== 'stats' && stats}
              <InstallCard />
              <ModeCard />
            </AfterFirstPaint>
          </>
        )}
      </Stack>
    </Screen>
  );
}
