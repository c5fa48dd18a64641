import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('names and messages with unsafe characters', () => {
  it('when a chat message holds NUL, a bidi override or a lone surrogate, then 400 in the caller language; line breaks are fine', async () => {
    const person = await t.createUser();
    const token = await t.sessionToken(person.id);
    const session = (await t.request.post('/api/sessions').set(bearer(token)).send({ scenarioId: 'property-inquiry', personality: 'S', difficulty: 'easy' }).expect(201)).body;
    for (const content of ['Hello\u0000there', 'Price \u202E0001$', 'Broken \uDC00 text']) {
      const res = await t.request.post('/api/messages').set(bearer(token)).send({ sessionId: session.id, content }).expect(400);
      expect(res.body.message).toBe('Remove invisible or control characters from this text');
    }
    const ru = await t.request.post('/api/messages').set(bearer(token)).set('Accept-Language', 'ru').send({ sessionId: session.id, content: 'a\u0007b' }).expect(400);
    expect(ru.body.message).toBe('Уберите из текста невидимые и управляющие символы');
    await t.request.post('/api/messages').set(bearer(token)).send({ sessionId: session.id, content: 'Good afternoon!\nThe flat has two bedrooms.' }).expect(201);
  });

  it('when a profile name holds a line break or control character, then it is refused and the name stays', async () => {
    const person = await t.createUser();
    const token = await t.sessionToken(person.id);
    const res = await t.request.patch('/api/auth/profile').set(bearer(token)).send({ name: 'Eve\r\nBcc: all@example.com', username: `eve${Date.now()}` }).expect(400);
    expect(res.body.message).toBe('This must be a single line');
    expect((await t.server.db.user.findUniqueOrThrow({ where: { id: person.id } })).name).toBe(person.name);
  });
});
