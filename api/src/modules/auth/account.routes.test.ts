import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userListRelations, userOwnedModels } from '../../test/user-owned-models';
import { EXPORTED_RELATIONS, SECRET_RELATIONS } from './account.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let counter = 0;

/** A newcomer signed up through the API with some practice behind them: a chat, a saved phrase, a notification, a reset link. */
async function personWithData() {
  counter += 1;
  const body = { name: 'Dana Lee', username: `dana${counter}`, email: `dana${counter}@example.com`, password: 'open-house-2026' };
  const token = (await t.request.post('/api/auth/register').send(body).expect(201)).body.token as string;
  const user = await t.server.db.user.findUniqueOrThrow({ where: { email: body.email } });
  const session = (await t.request.post('/api/sessions').set(bearer(token)).send({ scenarioId: 'property-inquiry', personality: 'D', difficulty: 'easy' }).expect(201)).body;
  await t.request.post('/api/messages').set(bearer(token)).send({ sessionId: session.id, content: 'Hello, the flat has two bedrooms and a view.' }).expect(201);
  await t.request.post('/api/saved-phrases').set(bearer(token)).send({ text: 'Let me show you the numbers' }).expect(201);
  await t.request.post('/api/auth/forgot-password').send({ email: body.email }).expect(200);
  await t.server.db.notification.create({ data: { userId: user.id, type: 'tip', title: 'Tip', message: 'Practise daily' } });
  await t.server.db.pushSubscription.create({ data: { userId: user.id, endpoint: `https://push.example.com/${counter}`, p256dh: 'p256dh-key', auth: 'auth-secret' } });
  await t.server.db.call.create({ data: { userId: user.id, callSid: `CA-export-${counter}`, scenario: 'property-inquiry', entries: { create: [{ speaker: 'agent', text: 'Good morning, this is Dana' }, { speaker: 'client', text: 'Hi, about the flat' }] } } });
  return { ...body, id: user.id, token, sessionId: session.id as number };
}

// Generic counts over the schema: Prisma delegates are the model names in lower camel case.
const delegate = (model: string) => (t.server.db as unknown as Record<string, { count(args: object): Promise<number> }>)[model[0]!.toLowerCase() + model.slice(1)]!;

describe('the data model', () => {
  it('when a model holds user data, then its relation cascades on delete (a new model cannot be forgotten)', () => {
    const owned = userOwnedModels();
    expect(owned.map((m) => m.model)).toEqual(expect.arrayContaining(['AuthSession', 'ChatSession', 'ChatMessage', 'PasswordResetToken', 'CallTranscriptEntry']));
    expect(owned.filter((m) => !m.relation.cascades).map((m) => `${m.model}.${m.relation.field}`)).toEqual([]);
  });

  it('when User gains a relation, then the export lists it or names it a secret', () => {
    expect([...EXPORTED_RELATIONS, ...SECRET_RELATIONS].sort()).toEqual(userListRelations().sort());
  });
});

describe('delete my account', () => {
  it('when the password is right, then no row of the user is left in any table and every session ends', async () => {
    const person = await personWithData();
    const bystander = await personWithData();
    const owned = userOwnedModels();
    const before = Object.fromEntries(await Promise.all(owned.map(async (m) => [m.model, await delegate(m.model).count({ where: m.where(person.id) })] as const)));
    for (const model of ['AuthSession', 'EmailVerificationToken', 'PasswordResetToken', 'ChatSession', 'ChatMessage', 'SavedPhrase', 'Notification', 'PushSubscription']) {
      expect(before[model], model).toBeGreaterThan(0);
    }
    const other = await t.sessionToken(person.id);

    const res = await t.request.delete('/api/auth/account').set(bearer(person.token)).send({ password: person.password }).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/session=;/);

    for (const m of owned) expect(await delegate(m.model).count({ where: m.where(person.id) }), m.model).toBe(0);
    expect(await t.server.db.user.count({ where: { id: person.id } })).toBe(0);
    await t.request.get('/api/auth/user').set(bearer(person.token)).expect(401);
    await t.request.get('/api/auth/user').set(bearer(other)).expect(401);
    await t.request.post('/api/auth/login').send({ email: person.email, password: person.password }).expect(401);
    // Someone else's data is untouched.
    expect(await t.server.db.chatSession.count({ where: { userId: bystander.id } })).toBe(1);
  });

  it('when the password is wrong or missing, then 400 with a clear message and nothing is deleted', async () => {
    const person = await personWithData();
    const wrong = await t.request.delete('/api/auth/account').set(bearer(person.token)).send({ password: 'not-my-password' }).expect(400);
    expect(wrong.body.message).toBe('Your password is not correct');
    const ru = await t.request.delete('/api/auth/account').set(bearer(person.token)).set('Accept-Language', 'ru').send({}).expect(400);
    expect(ru.body.message).toBe('Это поле обязательно');
    expect(await t.server.db.user.count({ where: { id: person.id } })).toBe(1);
    await t.request.get('/api/auth/user').set(bearer(person.token)).expect(200);
  });

  it('when signed out, then 401', async () => {
    await t.request.delete('/api/auth/account').send({ password: 'x' }).expect(401);
  });
});

describe('download my data', () => {
  it('when asked, then a JSON attachment holds the profile, sessions with messages and the rest, without secrets', async () => {
    const person = await personWithData();
    const res = await t.request.get('/api/auth/account/export').set(bearer(person.token)).expect(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="?estate-coach-data-\d{4}-\d{2}-\d{2}\.json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { user, data } = res.body;
    expect(user).toMatchObject({ id: person.id, email: person.email, username: person.username });
    expect(data.chatSessions).toHaveLength(1);
    expect(data.chatSessions[0].id).toBe(person.sessionId);
    expect(data.chatSessions[0].messages.map((m: { content: string }) => m.content)).toContain('Hello, the flat has two bedrooms and a view.');
    expect(data.savedPhrases.map((p: { text: string }) => p.text)).toEqual(['Let me show you the numbers']);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.calls[0].entries.map((e: { text: string }) => e.text)).toEqual(['Good morning, this is Dana', 'Hi, about the flat']);
    expect(data.pushSubscriptions[0]).toMatchObject({ endpoint: expect.stringMatching(/^https:\/\/push\.example\.com/) });
    expect(Object.keys(data).sort()).toEqual([...EXPORTED_RELATIONS].sort());
    const text = JSON.stringify(res.body);
    for (const secret of ['passwordHash', 'tokenHash', 'auth-secret', 'p256dh', 'argon2']) expect(text).not.toContain(secret);
  });

  it('when another user asks, then they get only their own data', async () => {
    const person = await personWithData();
    const other = await personWithData();
    const res = await t.request.get('/api/auth/account/export').set(bearer(other.token)).expect(200);
    expect(res.body.user.id).toBe(other.id);
    expect(JSON.stringify(res.body)).not.toContain(person.email);
  });
});
