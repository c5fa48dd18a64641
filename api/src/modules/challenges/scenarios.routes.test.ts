import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScenarioListSchema } from '@app/contracts/scenarios';
import type { AppEvents } from '../../lib/events';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from '../chat/chat-test-support';

let app: TestApp;
let userToken: string;
let adminToken: string;
const writes: AppEvents['admin.write'][] = [];

beforeAll(async () => {
  app = await createTestApp();
  userToken = await app.sessionToken(app.agent.id);
  adminToken = await app.sessionToken(app.admin.id);
  app.server.events.on('admin.write', (e) => void writes.push(e));
});
afterAll(() => app.close());

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const body = {
  title: 'Parking Objection',
  description: 'A buyer worries about parking.',
  type: 'chat',
  difficulty: 'hard',
  category: 'objection',
  clientName: 'Mark',
  clientType: 'Commuter',
  initialMessage: 'There is no garage. How am I supposed to park?',
  expectedResponse: 'Offer the resident permit and the nearby car park.',
  tips: ['Acknowledge the worry', '', 'Give the numbers'],
};
const titles = async (token: string) => ((await app.request.get('/api/challenges').set(as(token)).expect(200)).body as { title: string }[]).map((c) => c.title);
const stored = () => app.server.db.challenge.count();

describe('/api/scenarios', () => {
  it('when signed out, then 401; when not an admin, then 403; and nothing changes', async () => {
    const before = await stored();
    await app.request.get('/api/scenarios').expect(401);
    await app.request.post('/api/scenarios').send(body).expect(401);
    await app.request.get('/api/scenarios').set(as(userToken)).expect(403);
    await app.request.post('/api/scenarios').set(as(userToken)).send(body).expect(403);
    await app.request.put('/api/scenarios/1').set(as(userToken)).send(body).expect(403);
    await app.request.delete('/api/scenarios/1').set(as(userToken)).expect(403);
    expect(await stored()).toBe(before);
    expect((await app.server.db.challenge.findUniqueOrThrow({ where: { id: 1 } })).title).not.toBe(body.title);
    expect(writes).toHaveLength(0);
  });

  it('when the title or initial message is missing, then 400 with a translated message and nothing is stored', async () => {
    const before = await stored();
    const en = await app.request.post('/api/scenarios').set(as(adminToken)).send({ ...body, title: '  ' }).expect(400);
    expect(en.body.message).toBe('Title is required');
    const ru = await app.request.post('/api/scenarios').set(as(adminToken)).set('Accept-Language', 'ru').send({ ...body, initialMessage: '' }).expect(400);
    expect(ru.body.message).toBe('Укажите первое сообщение');
    const tips = await app.request.post('/api/scenarios').set(as(adminToken)).send({ ...body, tips: ['1', '2', '3', '4', '5', '6'] }).expect(400);
    expect(tips.body.message).toBe('A scenario has at most 5 tips');
    await app.request.post('/api/scenarios').set(as(adminToken)).send({ ...body, type: 'email' }).expect(400);
    expect(await stored()).toBe(before);
    expect(writes).toHaveLength(0);
  });

  it('when only the title and initial message are sent, then the spec defaults apply (chat, medium, objection, active)', async () => {
    const res = await app.request.post('/api/scenarios').set(as(adminToken)).send({ title: 'Minimal', initialMessage: 'Hello?' }).expect(201);
    expect(res.body).toMatchObject({ type: 'chat', difficulty: 'medium', category: 'objection', isActive: true, tips: [] });
    await app.request.delete(`/api/scenarios/${res.body.id}`).set(as(adminToken)).expect(204);
    writes.length = 0;
  });

  it('when an admin adds a chat scenario, then agents see it in the challenges and can play it, and the write is announced', async () => {
    const created = (await app.request.post('/api/scenarios').set(as(adminToken)).send(body).expect(201)).body;
    expect(created).toMatchObject({ ...body, tips: ['Acknowledge the worry', 'Give the numbers'], isActive: true, scenario: body.description });
    expect(writes.at(-1)).toMatchObject({ actorId: app.admin.id, action: 'create', entity: 'scenario', entityId: created.id, before: null, after: { title: body.title } });
    expect(await titles(userToken)).toContain(body.title);
    expect(adminScenarioListSchema.parse((await app.request.get('/api/scenarios').set(as(adminToken)).expect(200)).body).some((s) => s.id === created.id)).toBe(true);

    const chat = chatClient(app);
    const session = await chat.startSession(userToken, { scenarioId: `challenge-${created.id}` });
    expect(session).toMatchObject({ challengeId: created.id, scenarioTitle: body.title });
    expect(session.messages[0]!.content.length).toBeGreaterThan(0);
    await chat.send(userToken, session.id, GOOD_REPLY).expect(201);

    // Edit: the agents read the new words; deactivating hides it from the wizard.
    const edited = (await app.request.put(`/api/scenarios/${created.id}`).set(as(adminToken)).send({ ...body, title: 'Parking Worries', isActive: false }).expect(200)).body;
    expect(edited).toMatchObject({ title: 'Parking Worries', isActive: false });
    expect(writes.at(-1)).toMatchObject({ action: 'update', before: { title: body.title }, after: { title: 'Parking Worries' } });
    expect(await titles(userToken)).not.toContain('Parking Worries');

    // Delete: gone from the wizard and the admin list; the session already played keeps its history.
    await app.request.delete(`/api/scenarios/${created.id}`).set(as(adminToken)).expect(204);
    expect(writes.at(-1)).toMatchObject({ action: 'delete', entityId: created.id, before: { title: 'Parking Worries' }, after: null });
    expect(await titles(userToken)).not.toContain(body.title);
    await app.request.post('/api/sessions').set(as(userToken)).send({ scenarioId: `challenge-${created.id}`, personality: 'S', difficulty: 'easy' }).expect(404);
    const kept = await chat.messages(userToken, session.id).expect(200);
    expect(kept.body).toHaveLength(3);
    await app.request.delete(`/api/scenarios/${created.id}`).set(as(adminToken)).expect(404);
    await app.request.put(`/api/scenarios/${created.id}`).set(as(adminToken)).send(body).expect(404);
  });
});
