import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingPhraseListSchema } from '@app/contracts/coaching-phrases';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp();
  userToken = await app.sessionToken(app.agent.id);
  adminToken = await app.sessionToken(app.admin.id);
});
afterAll(() => app.close());

const list = (token: string, lang = 'en', query = '') =>
  app.request.get(`/api/coaching-phrases${query}`).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang);
const body = { category: 'closing', situation: 'The client hesitates on the deposit.', poorExample: 'Just pay it.', betterExample: 'Shall we go through what the deposit secures?', tip: 'Explain before you ask.' };

describe('/api/coaching-phrases', () => {
  it('when a user reads the bank, then the seeded phrases come in all three categories, with the spec\'s 3/2/2 and more', async () => {
    const phrases = coachingPhraseListSchema.parse((await list(userToken).expect(200)).body);
    const count = (c: string) => phrases.filter((p) => p.category === c).length;
    expect(count('objections')).toBeGreaterThanOrEqual(3);
    expect(count('value-building')).toBeGreaterThanOrEqual(2);
    expect(count('closing')).toBeGreaterThanOrEqual(2);
    expect(phrases.length).toBeGreaterThan(7);
    expect(phrases[0]).toMatchObject({ situation: 'The client says the price is too high.', custom: false, isActive: true });
  });

  it('when a Russian reader reads it, then the texts are Russian', async () => {
    const phrases = (await list(userToken, 'ru').expect(200)).body;
    expect(phrases[0].situation).toMatch(/[а-яё]/i);
    expect(phrases.every((p: { betterExample: string }) => /[а-яё]/i.test(p.betterExample))).toBe(true);
  });

  it('when a non-admin writes, then it is 403; without a token 401; and nothing is announced', async () => {
    const writes: unknown[] = [];
    const stop = app.server.events.on('admin.write', (e) => void writes.push(e));
    await app.request.post('/api/coaching-phrases').set('Authorization', `Bearer ${userToken}`).send(body).expect(403);
    await app.request.put('/api/coaching-phrases/1').set('Authorization', `Bearer ${userToken}`).send(body).expect(403);
    await app.request.delete('/api/coaching-phrases/1').set('Authorization', `Bearer ${userToken}`).expect(403);
    await app.request.get('/api/coaching-phrases').expect(401);
    await app.request.post('/api/coaching-phrases').send(body).expect(401);
    expect(writes).toEqual([]);
    stop();
  });

  it('when an admin adds, edits, deactivates and deletes a phrase, then readers see each change and each write is announced', async () => {
    const writes: { action: string; entity: string; entityId: unknown; before: unknown; after: unknown }[] = [];
    const stop = app.server.events.on('admin.write', (e) => void writes.push(e));
    const created = (await app.request.post('/api/coaching-phrases').set('Authorization', `Bearer ${adminToken}`).send(body).expect(201)).body;
    expect(writes.at(-1)).toMatchObject({ actorId: app.admin.id, action: 'create', entity: 'coachingPhrase', entityId: created.id, before: null, after: { tip: body.tip } });
    expect(created).toMatchObject({ ...body, custom: true, isActive: true, difficulty: 'medium' });
    expect((await list(userToken).expect(200)).body.at(-1).id).toBe(created.id);

    const edited = await app.request.put(`/api/coaching-phrases/${created.id}`).set('Authorization', `Bearer ${adminToken}`).send({ ...body, tip: 'Explain first.', isActive: false }).expect(200);
    expect(edited.body).toMatchObject({ tip: 'Explain first.', isActive: false });
    expect(writes.at(-1)).toMatchObject({ action: 'update', before: { tip: body.tip }, after: { tip: 'Explain first.' } });
    expect((await list(userToken).expect(200)).body.some((p: { id: number }) => p.id === created.id)).toBe(false);
    expect((await list(adminToken, 'en', '?all=true').expect(200)).body.some((p: { id: number }) => p.id === created.id)).toBe(true);

    await app.request.delete(`/api/coaching-phrases/${created.id}`).set('Authorization', `Bearer ${adminToken}`).expect(204);
    await app.request.delete(`/api/coaching-phrases/${created.id}`).set('Authorization', `Bearer ${adminToken}`).expect(404);
    expect(writes.map((w) => w.action)).toEqual(['create', 'update', 'delete']);
    stop();
  });

  it('when an admin sends an invalid phrase, then it is a 400 in their language and nothing changes', async () => {
    const before = (await list(adminToken).expect(200)).body.length;
    const res = await app.request.post('/api/coaching-phrases').set('Authorization', `Bearer ${adminToken}`).set('Accept-Language', 'ru').send({ ...body, situation: '', category: 'nope' }).expect(400);
    expect(res.body.message).toMatch(/[а-яё]/i);
    await app.request.put('/api/coaching-phrases/999999').set('Authorization', `Bearer ${adminToken}`).send(body).expect(404);
    expect((await list(adminToken).expect(200)).body.length).toBe(before);
  });
});
