import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResultSchema } from '@app/contracts/training';
import type { AppEvents } from '../../lib/events';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient } from '../chat/chat-test-support';

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

const upload = (token: string | null, body: unknown, lang = 'en') => {
  const req = app.request.post('/api/ai-training/upload-json').set('Accept-Language', lang);
  return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body as object);
};
const good = { transcript: 'Agent: Good morning! Client: I want a flat.', scenario: 'first-time-buyer', outcome: 'positive', notes: 'Booked a viewing' };
const stored = () => app.server.db.trainingRecording.count();

describe('POST /api/ai-training/upload-json', () => {
  it('when signed out or not an admin, then 401/403 and nothing is stored', async () => {
    await upload(null, { recordings: [good] }).expect(401);
    await upload(userToken, { recordings: [good] }).expect(403);
    expect(await stored()).toBe(0);
    expect(writes).toHaveLength(0);
  });

  it('when one record of three is bad, then the two good ones are stored and the bad one is reported by index and reason', async () => {
    const res = await upload(adminToken, { recordings: [good, { ...good, transcript: '' }, { ...good, outcome: 'maybe', scenario: 'luxury-investor' }] }).expect(200);
    expect(uploadResultSchema.parse(res.body)).toEqual({
      processed: 1,
      errors: [
        { index: 1, reason: 'Transcript is required' },
        { index: 2, reason: 'Outcome must be positive, neutral or negative' },
      ],
    });
    expect(await stored()).toBe(1);
    expect(writes.at(-1)).toMatchObject({ actorId: app.admin.id, action: 'upload', entity: 'trainingRecording', after: { processed: 1, errors: 2 } });
  });

  it('when the fields are missing or a record is not an object, then the reasons are in the admin\'s language', async () => {
    const res = await upload(adminToken, { recordings: [{ notes: 'x' }, 'text', { transcript: 'Agent: hi', scenario: 'Not A Key!' }] }, 'ru').expect(200);
    expect(res.body).toEqual({
      processed: 0,
      errors: [
        { index: 0, reason: 'Укажите расшифровку' },
        { index: 1, reason: 'Запись не является объектом' },
        { index: 2, reason: 'Сценарий — это идентификатор, например first-time-buyer' },
      ],
    });
  });

  it('when a single object is sent, then it is read as a list of one; an empty or oversized list is refused', async () => {
    const before = await stored();
    writes.length = 0;
    expect((await upload(adminToken, { recordings: { ...good, outcome: undefined } }).expect(200)).body).toEqual({ processed: 1, errors: [] });
    expect((await app.server.db.trainingRecording.findFirstOrThrow({ orderBy: { id: 'desc' } })).outcome).toBe('neutral');
    const empty = await upload(adminToken, { recordings: [] }).expect(400);
    expect(empty.body.message).toBe('Send {recordings: [...]} with 1 to 200 recordings');
    await upload(adminToken, { recordings: Array.from({ length: 201 }, () => good) }).expect(400);
    await upload(adminToken, { recordings: [{ ...good, transcript: 'x'.repeat(1_100_000) }] }).expect(413);
    expect(await stored()).toBe(before + 1);
    expect(writes).toHaveLength(1);
  });

  it('when a successful call of a chat scenario is uploaded, then the coach quotes it in that scenario\'s feedback', async () => {
    const chat = chatClient(app);
    const weak = 'It is a nice house.';
    const sessionBefore = await chat.startSession(userToken);
    const without = (await chat.send(userToken, sessionBefore.id, weak).expect(201)).body.feedback.suggestions.join(' ');
    expect(without).not.toContain('In a successful call an agent said');

    const transcript = 'Client: Is the area good for children?\nAgent: The primary school is a 6-minute walk and the park is next door. Shall we visit on Saturday at 10am?';
    await upload(adminToken, { recordings: [{ transcript, scenario: 'property-inquiry', outcome: 'positive' }, { transcript: 'Agent: Just buy it now, trust me, the deal is good.', scenario: 'property-inquiry', outcome: 'negative' }] }).expect(200);
    const session = await chat.startSession(userToken);
    const withExemplar = (await chat.send(userToken, session.id, weak).expect(201)).body.feedback.suggestions.join(' ');
    expect(withExemplar).toMatch(/In a successful call an agent said: "(The primary school is a 6-minute walk and the park is next door\.|Shall we visit on Saturday at 10am\?)"/);
    expect(withExemplar).not.toContain('Just buy it');

    const ru = await chat.startSession(userToken, {}, 'ru');
    const ruFeedback = (await chat.send(userToken, ru.id, 'Хороший дом.').expect(201)).body.feedback.suggestions.join(' ');
    expect(ruFeedback).toContain('В успешном звонке агент сказал:');
  });

  it('when a successful call is filed under a training scenario, then the chat scenario it teaches quotes it, and other chats do not', async () => {
    const chat = chatClient(app);
    const transcript = 'Client: It is over my budget.\nAgent: I hear you; the service charge is 30% lower than the street average. Could we compare the monthly costs together tomorrow at 5pm?';
    await upload(adminToken, { recordings: [{ transcript, scenario: 'budget-conscious', outcome: 'positive' }] }).expect(200);
    const price = await chat.startSession(userToken, { scenarioId: 'price-negotiation' });
    const quoted = (await chat.send(userToken, price.id, 'It is a fair price.').expect(201)).body.feedback.suggestions.join(' ');
    expect(quoted).toContain('In a successful call an agent said:');
    expect(quoted).toMatch(/service charge|monthly costs/);
    const offPlan = await chat.startSession(userToken, { scenarioId: 'off-plan-inquiry' });
    const other = (await chat.send(userToken, offPlan.id, 'It is a fair price.').expect(201)).body.feedback.suggestions.join(' ');
    expect(other).not.toMatch(/service charge|monthly costs/);
  });
});
