import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.sessionToken(t.admin.id);
});
afterAll(() => t.close());

const admin = (req: ReturnType<TestApp['request']['post']>) => req.set('Authorization', `Bearer ${token}`);
const question = (n: number) => ({ type: 'text', question: `Parallel question ${n}?`, correctAnswer: 'An answer', category: 'client-handling', subcategory: '', difficulty: 'beginner' });

describe('question bank writes at once', () => {
  it('when ten questions are created at the same moment, then each gets its own next display id', async () => {
    const created = await Promise.all(Array.from({ length: 10 }, (_, n) => admin(t.request.post('/api/admin/quiz-questions')).send(question(n))));
    expect(created.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = created.map((r) => r.body.questionId as string);
    expect(new Set(ids).size).toBe(10);
    expect(ids.every((id) => /^CH-\d{3}$/.test(id))).toBe(true);
  });

  it('when one question is toggled 20 times at once, then no flip is lost and the audit log records each real flip', async () => {
    const { body: q } = await admin(t.request.post('/api/admin/quiz-questions')).send(question(99)).expect(201);
    const toggles = await Promise.all(Array.from({ length: 20 }, () => admin(t.request.patch(`/api/admin/quiz-questions/${q.id}/toggle`))));
    expect(toggles.map((r) => r.status)).toEqual(Array(20).fill(200));
    // Twenty flips bring it back to where it started, and half of them switched it off.
    expect((await t.server.db.quizQuestion.findUniqueOrThrow({ where: { id: q.id } })).isActive).toBe(q.isActive);
    expect(toggles.filter((r) => r.body.isActive === false)).toHaveLength(10);
    const audit = await t.server.db.auditLog.findMany({ where: { entity: 'quizQuestion', entityId: String(q.id), action: 'toggle' } });
    expect(audit).toHaveLength(20);
    const flips = audit.map((row) => [JSON.parse(row.before!).isActive, JSON.parse(row.after!).isActive]);
    expect(flips.every(([before, after]) => before !== after)).toBe(true);
    expect(flips.filter(([, after]) => after === false)).toHaveLength(10);
  });
});
