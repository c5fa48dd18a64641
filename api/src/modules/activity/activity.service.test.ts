import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@app/contracts/dashboard';
import { createActivityService } from './activity.service';

const self = { userId: 1, role: 'user' as const, sessionId: 's' };
const chat = (id: string, at: string): ActivityItem => ({ kind: 'chat', id, title: id, score: 80, at, href: `/chat/${id}`, completed: true });

describe('activity service', () => {
  it('when no module provides activity yet, then the list is empty', async () => {
    expect(await createActivityService([]).recent(self, 1)).toEqual({ items: [] });
  });
  it('when sources provide items, then they are merged newest first and limited', async () => {
    const service = createActivityService([
      async () => [chat('a', '2026-11-20T10:00:00Z'), chat('b', '2026-11-18T10:00:00Z')],
      async () => [{ kind: 'quiz', id: 'q', title: 'Quiz', score: 90, at: '2026-11-19T10:00:00Z', href: '/quiz-analytics', correct: 9, total: 10 }],
    ]);
    const { items } = await service.recent(self, 1, 'en', 2);
    expect(items.map((i) => i.id)).toEqual(['a', 'q']);
  });
  it('when another user asks, then it is forbidden', async () => {
    await expect(createActivityService([]).recent(self, 2)).rejects.toMatchObject({ status: 403 });
  });
});
