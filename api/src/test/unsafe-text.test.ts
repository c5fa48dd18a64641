import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from './list-routes';
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

const UNSAFE = ['Hello\u0000there', 'Price \u202E0001$', 'Broken \uDC00 text', 'Bell\u0007'];
const REFUSED = 'Remove invisible or control characters from this text';

describe('every stored text field', () => {
  // The fields the outside probe got stored (SQLite) or turned into a 500 (PostgreSQL).
  const cases: [method: 'post' | 'put', path: string, body: (bad: string) => object, field: string][] = [
    ['post', '/api/saved-phrases', (bad) => ({ text: bad, source: 'chat' }), 'text'],
    ['post', '/api/analyze-voice', (bad) => ({ transcript: bad, scenario: 'price-objection' }), 'transcript'],
    ['post', '/api/analyze-voice', (bad) => ({ transcript: 'Good afternoon', scenario: bad }), 'scenario'],
    ['post', '/api/calls/CA0123/turns', (bad) => ({ text: bad }), 'text'],
    ['post', '/api/push/subscriptions', (bad) => ({ endpoint: 'https://push.example.com/x', keys: { p256dh: bad, auth: 'a' } }), 'keys.p256dh'],
    ['post', '/api/admin/quiz-questions', (bad) => ({ type: 'text', question: bad, category: 'market-analysis', correctAnswer: 'x' }), 'question'],
    ['post', '/api/scenarios', (bad) => ({ title: 'Title', description: bad }), 'description'],
    ['post', '/api/coaching-phrases', (bad) => ({ category: 'opening', situation: bad, poorExample: 'a', betterExample: 'b', tip: 'c' }), 'situation'],
    ['put', '/api/admin/users/1', (bad) => ({ name: 'Dana', email: 'dana@example.com', role: 'admin', note: [bad] }), 'note.0'],
    ['post', '/api/ai-training/upload-json', (bad) => ({ recordings: [{ transcript: 'fine', scenario: 'x', outcome: 'won', notes: bad }] }), 'recordings.0.notes'],
  ];

  it('when a text field anywhere in a body holds NUL, a control or bidi character or a lone surrogate, then 400 names the field and nothing is stored', async () => {
    const token = await t.sessionToken(t.admin.id);
    const before = await counts();
    for (const [method, path, body, field] of cases) {
      for (const bad of UNSAFE) {
        const res = await t.request[method](path).set(bearer(token)).send(body(bad));
        expect(res.status, `${method} ${path} ${field} ${JSON.stringify(bad)}`).toBe(400);
        expect(res.body.message).toBe(REFUSED);
        expect(res.body.details.fields[0].path).toBe(field);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('when an unsafe text reaches any write route, then it is refused in the caller language before the route runs', async () => {
    const token = await t.sessionToken(t.admin.id);
    const writes = listRoutes(t.server.app).filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const path = route.path.replace(/:\w+/g, '1');
      const res = await t.request[route.method.toLowerCase() as 'post'](path).set(bearer(token)).set('Accept-Language', 'ru').send({ nested: { list: ['ok', 'x\u0000'] } });
      expect(res.status, `${route.method} ${route.path}`).toBe(400);
      expect(res.body.message).toBe('Уберите из текста невидимые и управляющие символы');
    }
  });

  it('when a voice attempt names a scenario that is not a voice scenario, then 400 and nothing is stored', async () => {
    const person = await t.createUser();
    const token = await t.sessionToken(person.id);
    const res = await t.request.post('/api/analyze-voice').set(bearer(token)).send({ transcript: 'Good afternoon, how can I help?', scenario: 'astrology' }).expect(400);
    expect(res.body.message).toBe('Choose one of the voice practice scenarios');
    expect(await t.server.db.voiceAttempt.count({ where: { userId: person.id } })).toBe(0);
    await t.request.post('/api/analyze-voice').set(bearer(token)).send({ transcript: 'Good afternoon, how can I help?', scenario: 'first-inquiry' }).expect(200);
  });
});

async function counts() {
  const db = t.server.db;
  const [phrases, voice, turns, push, questions, challenges, coaching, users, recordings] = await Promise.all([
    db.savedPhrase.count(), db.voiceAttempt.count(), db.callTranscriptEntry.count(), db.pushSubscription.count(), db.quizQuestion.count(),
    db.challenge.count(), db.coachingPhrase.count(), db.user.count(), db.trainingRecording.count(),
  ]);
  return { phrases, voice, turns, push, questions, challenges, coaching, users, recordings };
}
