import type { ActivityItem, ActivityResponse } from '@app/contracts/dashboard';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';

/**
 * Where recent activity comes from: chat sessions, calls and quizzes each add a source when their
 * module exists (none do yet). A source returns the user's latest items, newest first.
 */
export type ActivitySource = (userId: number, limit: number) => Promise<ActivityItem[]>;

export const RECENT_ACTIVITY_LIMIT = 5;

export function createActivityService(sources: ActivitySource[]) {
  return {
    async recent(caller: AuthContext | undefined, userId: number, limit = RECENT_ACTIVITY_LIMIT): Promise<ActivityResponse> {
      assertSelfOrAdmin(caller, userId);
      const lists = await Promise.all(sources.map((source) => source(userId, limit)));
      const items = lists
        .flat()
        .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
        .slice(0, limit);
      return { items };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
