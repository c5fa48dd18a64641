import type { ActivityItem } from '@app/contracts/dashboard';
import type { ActivitySource } from '../activity/activity.service';
import type { ChatRepository } from './chat.repository';

/** The home's recent activity from chat: each practised session, scored once it is complete. */
export function chatActivitySource(repo: ChatRepository): ActivitySource {
  return async (userId, limit) =>
    (await repo.listPractised(userId, limit)).map(
      (s): ActivityItem => ({
        kind: 'chat',
        id: `chat-${s.id}`,
        title: s.scenarioTitle,
        score: s.completed ? s.score : null,
        at: (s.completedAt ?? s.updatedAt).toISOString(),
        href: `/chat/sessions/${s.id}`,
        completed: s.completed,
      }),
    );
}
