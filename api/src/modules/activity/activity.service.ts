import type { ActivityItem, ActivityResponse } from '@app/contracts/dashboard';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';
import type { Lang } from '../../lib/i18n';

/**
 * Where recent activity comes from: chat sessions, calls and quizzes each add a source when their
 * module exists. A source returns the user's latest items, newest first, titled in `lang`.
 */
export type ActivitySource = (userId: number, limit: number, lang: Lang) => Promise<ActivityItem[]>;

export const RECENT_ACTIVITY_LIMIT = 5;

export function createActivityService(sources: ActivitySource[]) {
  return {
    async recent(caller: AuthContext | undefined, userId: number, lang: Lang = 'en', limit = RECENT_ACTIVITY_LIMIT): Promise<ActivityResponse> {
      assertSelfOrAdmin(caller, userId);
      const lists = await Promise.all(sources.map((source) => source(userId, limit, lang)));
      const items = lists
        .flat()
        .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
        .slice(0, limit);
      return { items };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
