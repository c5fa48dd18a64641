import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@app/contracts/user';
import { storedLanguage } from '@app/i18n/languages';
import { isUnder } from '@app/shell-sdk/paths';
import { nextTask } from '../lib/next-task';

type Prefetch = (client: QueryClient, user: CurrentUser, language: string) => Promise<unknown>;

/**
 * What the first screen of a remote's route reads. It is asked for as soon as the user is known,
 * instead of once the remote's code has arrived and rendered (on /progress the largest paint waited
 * for it). The remote reads the same queries from the shell's client, so nothing is asked twice.
 * The queries' modules (and their contracts) load beside the user's own call.
 */
const ROUTE_DATA: { opens: (pathname: string) => boolean; load: () => Promise<Prefetch> }[] = [
  // The home's cards: asked for while its code arrives, each in a task of its own (started together
  // as the home mounted, their calls and contract chunks were one task of 30 ms).
  {
    opens: (p) => p === '/' || p === '/dashboard',
    load: async () => {
      const [{ userSummaryQuery }, { activityQuery, dailyChallengeQuery }, { myAssignmentsQuery, teamsQuery }, { localDay }] = await Promise.all([
        import(/* webpackChunkName: "home-data" */ '@app/api-client/users'),
        import(/* webpackChunkName: "home-data" */ '@app/api-client/home'),
        import(/* webpackChunkName: "home-data" */ '@app/api-client/my-teams'),
        import(/* webpackChunkName: "home-data" */ '../lib/local-day'),
      ]);
      return (client, user) =>
        Promise.all(
          [
            () => client.prefetchQuery(userSummaryQuery(user.id)),
            () => client.prefetchQuery(activityQuery(user.id)),
            () => client.prefetchQuery(dailyChallengeQuery(user.id, localDay())),
            () => client.prefetchQuery(myAssignmentsQuery()),
            () => client.prefetchQuery(teamsQuery()),
          ].map(nextTask),
        );
    },
  },
  {
    opens: (p) => isUnder(p, '/progress'),
    load: async () => {
      const [{ gamificationQuery }, { medalsQuery }] = await Promise.all([import('@app/api-client/progress'), import('@app/api-client/scorecards')]);
      return (client, user, language) => Promise.all([client.prefetchQuery(gamificationQuery(user.id, language)), client.prefetchQuery(medalsQuery(user.id, language))]);
    },
  },
  // The new-chat wizard (not its history or a session) lists the scenarios.
  {
    opens: (p) => p === '/chat',
    load: async () => {
      const { challengesQuery } = await import('@app/api-client/challenges');
      return (client) => client.prefetchQuery(challengesQuery());
    },
  },
];

/** The opening route's data, fetched into the client once `user` is known; a failure is left to the screen, which asks again. */
export async function prefetchRouteData(client: QueryClient, pathname: string, user: Promise<CurrentUser>): Promise<void> {
  const route = ROUTE_DATA.find(({ opens }) => opens(pathname));
  if (!route) return;
  const language = storedLanguage();
  try {
    const [prefetch, signedIn] = await Promise.all([route.load(), user]);
    await prefetch(client, signedIn, language);
  } catch {
    // The screen's own queries say what went wrong.
  }
}
