import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function agent() {
  const user = await app.createUser();
  return { user, token: await app.sessionToken(user.id) };
}

describe('/api/saved-phrases (My phrases)', () => {
  it('when a user saves a suggestion twice, then it is kept once and listed newest first', async () => {
    const { token } = await agent();
    const save = (text: string) => app.request.post('/api/saved-phrases').set('Authorization', `Bearer ${token}`).send({ text, source: 'message:12' }).expect(201);
    const first = (await save('Shall we book a viewing on Saturday at 10 am?')).body;
    const again = (await save('Shall we book a viewing on Saturday at 10 am?')).body;
    expect(again.id).toBe(first.id);
    await save('What matters most to your family?');
    const list = (await app.request.get('/api/saved-phrases').set('Authorization', `Bearer ${token}`).expect(200)).body;
    expect(list.map((p: { text: string }) => p.text)).toEqual(['What matters most to your family?', 'Shall we book a viewing on Saturday at 10 am?']);
  });

  it('when another user lists or deletes them, then they see none and cannot delete', async () => {
    const owner = await agent();
    const other = await agent();
    const saved = (await app.request.post('/api/saved-phrases').set('Authorization', `Bearer ${owner.token}`).send({ text: 'Mine' }).expect(201)).body;
    expect((await app.request.get('/api/saved-phrases').set('Authorization', `Bearer ${other.token}`).expect(200)).body).toEqual([]);
    await app.request.delete(`/api/saved-phrases/${saved.id}`).set('Authorization', `Bearer ${other.token}`).expect(404);
    await app.request.delete(`/api/saved-phrases/${saved.id}`).set('Authorization', `Bearer ${owner.token}`).expect(204);
    await app.request.get('/api/saved-phrases').expect(401);
  });

  it('when the text is empty or too long, then it is a 400 in the user\'s language', async () => {
    const { token } = await agent();
    const res = await app.request.post('/api/saved-phrases').set('Authorization', `Bearer ${token}`).set('Accept-Language', 'ru').send({ text: ' ' }).expect(400);
    expect(res.body.message).toMatch(/[а-яё]/i);
    await app.request.post('/api/saved-phrases').set('Authorization', `Bearer ${token}`).send({ text: 'x'.repeat(1001) }).expect(400);
  });
});
