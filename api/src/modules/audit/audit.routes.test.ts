import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogSchema } from '@app/contracts/admin';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let userToken: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.sessionToken(t.admin.id);
  userToken = await t.sessionToken(t.agent.id);
}, 60_000);
afterAll(() => t.close());

const question = { type: 'text', question: 'What is a deposit?', correctAnswer: 'Money paid up front', category: 'market-analysis', difficulty: 'beginner' };

describe('audit log', () => {
  it('when an admin creates, toggles, updates and deletes a question, then each write is logged newest first with before and after', async () => {
    const created = (await t.request.post('/api/admin/quiz-questions').set(bearer(adminToken)).send(question).expect(201)).body;
    await t.request.patch(`/api/admin/quiz-questions/${created.id}/toggle`).set(bearer(adminToken)).expect(200);
    await t.request.put(`/api/admin/quiz-questions/${created.id}`).set(bearer(adminToken)).send({ ...question, question: 'Define a deposit.' }).expect(200);
    await t.request.delete(`/api/admin/quiz-questions/${created.id}`).set(bearer(adminToken)).expect(204);

    const res = await t.request.get('/api/admin/audit-log').query({ entity: 'quizQuestion' }).set(bearer(adminToken)).expect(200);
    const log = auditLogSchema.parse(res.body).filter((e) => e.entityId === String(created.id));
    expect(log.map((e) => e.action)).toEqual(['delete', 'update', 'toggle', 'create']);
    expect(log.every((e) => e.actorId === t.admin.id && e.actorName === t.admin.name)).toBe(true);
    expect(log[3]).toMatchObject({ before: null, after: { questionId: created.questionId, isActive: true } });
    expect(log[2]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(log[1]).toMatchObject({ before: { question: 'What is a deposit?' }, after: { question: 'Define a deposit.' } });
    expect(log[0]).toMatchObject({ before: { id: created.id }, after: null });
    // Each entry names the question, not only its row id.
    expect(log.map((e) => e.label)).toEqual([
      `${created.questionId}: Define a deposit.`, `${created.questionId}: Define a deposit.`, `${created.questionId}: What is a deposit?`, `${created.questionId}: What is a deposit?`,
    ]);
  });

  it('when a non-admin creates a question, then 403, no question and no audit entry', async () => {
    const before = await t.server.db.quizQuestion.count();
    const entries = await t.server.db.auditLog.count();
    await t.request.post('/api/admin/quiz-questions').set(bearer(userToken)).send(question).expect(403);
    await t.request.post('/api/admin/quiz-questions').send(question).expect(401);
    expect(await t.server.db.quizQuestion.count()).toBe(before);
    expect(await t.server.db.auditLog.count()).toBe(entries);
  });

  it('when a question body is invalid, then 400 with the spec messages and nothing is logged', async () => {
    const entries = await t.server.db.auditLog.count();
    const res = await t.request.post('/api/admin/quiz-questions').set(bearer(adminToken)).send({ type: 'text', question: '  ', category: '', difficulty: 'beginner' }).expect(400);
    const messages = res.body.fields.map((f: { message: string }) => f.message);
    expect(messages).toEqual(expect.arrayContaining(['Question is required', 'Category is required']));
    const ru = await t.request.post('/api/admin/quiz-questions').set(bearer(adminToken)).set('Accept-Language', 'ru').send({ type: 'text', question: '', category: 'market-analysis', difficulty: 'beginner' }).expect(400);
    expect(ru.body.message).toBe('Введите текст вопроса');
    expect(await t.server.db.auditLog.count()).toBe(entries);
  });

  it('when the log is read without a token or as a non-admin, then 401 and 403', async () => {
    await t.request.get('/api/admin/audit-log').expect(401);
    await t.request.get('/api/admin/audit-log').set(bearer(userToken)).expect(403);
  });

  it('when an entry names an account that was deleted since, then the name it had is kept', async () => {
    const second = await t.createUser('admin');
    const secondToken = await t.sessionToken(second.id);
    const created = (await t.request.post('/api/admin/quiz-questions').set(bearer(secondToken)).send(question).expect(201)).body;
    await t.request.delete(`/api/admin/users/${second.id}`).set(bearer(adminToken)).expect(204);
    const res = await t.request.get('/api/admin/audit-log').set(bearer(adminToken)).expect(200);
    const entry = res.body.find((e: { entity: string; entityId: string }) => e.entity === 'quizQuestion' && e.entityId === String(created.id));
    expect(entry).toMatchObject({ actorId: second.id, actorName: second.name, action: 'create' });
    expect(res.body[0]).toMatchObject({ entity: 'user', action: 'delete', entityId: String(second.id), before: { name: second.name } });
  });
});
