import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createQuizAdminRepository } from './quiz-admin.repository';
import { createQuizAdminService, type QuizAdminAction } from './quiz-admin.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('quiz admin service audit seam', () => {
  it('when an admin creates, toggles and deletes, then onWrite gets the row before and after each write', async () => {
    const writes: { before: unknown; after: unknown; action: QuizAdminAction }[] = [];
    const service = createQuizAdminService(createQuizAdminRepository(t.server.db), (before, after, action) => void writes.push({ before, after, action }));
    const created = await service.create({ type: 'text', question: 'Q', options: [], correctAnswer: 'A', category: 'client-handling', subcategory: '', difficulty: 'intermediate' });
    await service.toggle(created.id);
    await service.remove(created.id);
    expect(writes.map((w) => w.action)).toEqual(['create', 'toggle', 'delete']);
    expect(writes[0]).toMatchObject({ before: null, after: { id: created.id, points: 15 } });
    expect(writes[1]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(writes[2]).toMatchObject({ before: { id: created.id }, after: null });
  });
});
