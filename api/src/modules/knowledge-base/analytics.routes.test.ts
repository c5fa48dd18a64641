import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeAnalyticsSchema } from '@app/contracts/scenarios';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient } from '../chat/chat-test-support';

let app: TestApp;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp();
  userToken = await app.sessionToken(app.agent.id);
  adminToken = await app.sessionToken(app.admin.id);
});
afterAll(() => app.close());

const read = async () => knowledgeAnalyticsSchema.parse((await app.request.get('/api/knowledge-base/analytics').set('Authorization', `Bearer ${adminToken}`).expect(200)).body);

describe('GET /api/knowledge-base/analytics', () => {
  it('when not an admin, then 401/403', async () => {
    await app.request.get('/api/knowledge-base/analytics').expect(401);
    await app.request.get('/api/knowledge-base/analytics').set('Authorization', `Bearer ${userToken}`).expect(403);
  });

  it('when content is added and agents practise, then the figures follow the database', async () => {
    const before = await read();
    expect(before.totalScenarios).toBe(await app.server.db.challenge.count());
    expect(before.customPhrases).toBe(0);
    expect(before.totalPhrases).toBeGreaterThan(7);

    const auth = { Authorization: `Bearer ${adminToken}` };
    await app.request.post('/api/scenarios').set(auth).send({ title: 'Quiet Street', initialMessage: 'Is it noisy?', isActive: false }).expect(201);
    await app.request.post('/api/coaching-phrases').set(auth).send({ category: 'closing', situation: 'S', poorExample: 'P', betterExample: 'B', tip: 'T' }).expect(201);
    await app.request.post('/api/ai-training/upload-json').set(auth).send({ recordings: [{ transcript: 'Agent: hi', scenario: 'first-time-buyer' }] }).expect(200);

    const chat = chatClient(app);
    const done = await chat.startSession(userToken, { scenarioId: 'price-negotiation' });
    await chat.startSession(userToken, { scenarioId: 'price-negotiation' });
    await chat.startSession(userToken, { scenarioId: 'off-plan-inquiry' });
    await app.server.db.chatSession.update({ where: { id: done.id }, data: { completed: true } });

    const after = await read();
    expect(after).toMatchObject({
      totalScenarios: before.totalScenarios + 1,
      activeScenarios: before.activeScenarios,
      customPhrases: 1,
      totalPhrases: before.totalPhrases + 1,
      trainingRecordings: before.trainingRecordings + 1,
    });
    expect(after.popularScenarios[0]).toEqual({ key: 'price-negotiation', title: 'Price Negotiation', sessions: 2, completed: 1 });
    expect(after.popularScenarios[1]).toMatchObject({ key: 'off-plan-inquiry', sessions: 1, completed: 0 });
  });
});
