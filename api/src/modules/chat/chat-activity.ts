import type { ActivityItem } from '@app/contracts/dashboard';
import type { ActivitySource } from '../activity/activity.service';
import type { ChatRepository } from './chat.repository';
import { titlesIn } from './session-titles';

/** The home's recent activity from chat: each practised session, scored once it is complete, titled in the reader's language. */
export function chatActivitySource(repo: ChatRepository): ActivitySource {
  return async (userId, limit, lang) => {
    const sessions = await repo.listPractised(userId, limit);
    const title = await titlesIn(lang, sessions, repo.challengeTitles);
    return sessions.map(
      (s): ActivityItem => ({
        kind: 'chat',
        id: `chat-${s.id}`,
        title: title(s),
        score: s.completed ? s.score : null,
        at: (s.completedAt ?? s.updatedAt).toISOString(),
        href: `/chat/sessions/${s.id}`,
        completed: s.completed,
      }),
    );
  };
}
