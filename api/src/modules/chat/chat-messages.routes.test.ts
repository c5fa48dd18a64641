import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from './chat-test-support';

let app: TestApp;
let token: string;
let chat: ReturnType<typeof chatClient>;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.tokenFor(app.agent);
  chat = chatClient(app);
});
afterAll(() => app.close());

describe('POST /api/messages', () => {
  it('when the owner sends a message, then it is stored with its feedback and followed by the client reply', async () => {
    const session = await chat.startSession(token);
    const res = await chat.send(token, session.id, `  ${GOOD_REPLY}  `).expect(201);
    expect(res.body).toMatchObject({ sessionId: session.id, isAgent: true, content: GOOD_REPLY, clientEnded: false });
    const { feedback } = res.body;
    for (const key of ['confidence', 'clarity', 'grammar', 'value', 'cta']) expect(feedback[key]).toEqual(expect.any(Number));
    expect(feedback.strengths.length).toBeGreaterThan(0);
    expect(typeof feedback.nextLevel).toBe('string');
    expect(res.body.reply).toMatchObject({ isAgent: false, feedback: null });
    expect(res.body.reply.content.length).toBeGreaterThan(0);

    const list = await chat.messages(token, session.id).expect(200);
    expect(list.body.map((m: { isAgent: boolean }) => m.isAgent)).toEqual([false, true, false]);
    const { reply, clientEnded: _ended, ...agent } = res.body;
    expect(list.body[1]).toEqual(agent);
    expect(list.body[2]).toEqual(reply);
  });

  it('when the session is in Russian, then the feedback and the reply are Russian', async () => {
    const session = await chat.startSession(token, { personality: 'C' }, 'ru');
    const res = await chat.send(token, session.id, 'Добрый день! Площадь 120 м², цена 30 млн ₽. Когда вам удобно посмотреть дом?').expect(201);
    expect(res.body.reply.content).toMatch(/[а-я]/);
    expect(res.body.feedback.nextLevel).toMatch(/[а-я]/);
  });

  it('when a reply carries a compliance risk, then its stored feedback names the category, quotes it and offers a compliant line, while its compliant twin carries none', async () => {
    const session = await chat.startSession(token);
    const risky = await chat.send(token, session.id, 'Between us, the seller will take 20k less, she is going through a messy divorce and needs the cash fast.').expect(201);
    const [finding] = risky.body.feedback.compliance;
    expect(finding).toMatchObject({ kind: 'breach-of-duty', category: 'breach-of-duty' });
    expect(finding.quote.length).toBeGreaterThan(0);
    expect(finding.compliantLine.length).toBeGreaterThan(0);
    const { confidence, clarity, value, cta } = risky.body.feedback;
    expect((confidence + clarity + value + cta) / 4).toBeLessThan(50);
    const twin = await chat.send(token, session.id, "I can't share what the seller would accept or why they are selling, but the comparables support an offer around 20k below asking.").expect(201);
    expect(twin.body.feedback.compliance ?? []).toEqual([]);
    const stored = (await chat.messages(token, session.id)).body.find((m: { id: number }) => m.id === risky.body.id);
    expect(stored.feedback.compliance[0].category).toBe('breach-of-duty');
  });

  it('when someone else (even an admin) posts into the session, then it is refused and nothing is stored', async () => {
    const session = await chat.startSession(token);
    const other = await app.sessionToken((await app.createUser()).id);
    const admin = await app.tokenFor(app.admin);
    await chat.send(other, session.id, 'Hijack').expect(403);
    await chat.send(admin, session.id, 'Hijack').expect(403);
    await chat.send(token, 987654, 'Nowhere').expect(404);
    expect((await chat.messages(token, session.id)).body).toHaveLength(1);
  });

  it('when the message is empty or whitespace, or claims to be the client, then it is refused', async () => {
    const session = await chat.startSession(token);
    await chat.send(token, session.id, '   ').expect(400);
    await app.request.post('/api/messages').set('Authorization', `Bearer ${token}`).send({ sessionId: session.id, content: 'I am the client', isAgent: false }).expect(400);
    await app.request.post('/api/messages').set('Authorization', `Bearer ${token}`).send({ sessionId: session.id, content: 'x'.repeat(2001) }).expect(400);
    expect((await chat.messages(token, session.id)).body).toHaveLength(1);
  });

  it('when the session is complete, then no more messages are accepted', async () => {
    const session = await chat.startSession(token);
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    await chat.end(token, session.id).expect(200);
    const res = await chat.send(token, session.id, 'One more thing').expect(409);
    expect(res.body.message).toBe('This session is already complete.');
  });
});
