import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScenarioSchema, scenarioInputSchema } from '@app/contracts/scenarios';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: string;
let user: string;
const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const scenario = { title: 'Cold lead revival', initialMessage: 'I am not sure I still want to move.', category: 'follow-up' };
const criterion = (title: string, description = '') => ({ title, description, weight: 2 });
const card = {
  passMark: 75,
  criteria: [criterion('Asks about budget and timeline'), criterion('Books a viewing', 'Proposes a viewing at a named time'), criterion('Mentions the school catchment area')],
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.tokenFor(app.admin);
  user = await app.sessionToken((await app.createUser()).id);
});
afterAll(() => app.close());

describe('POST/PUT /api/scenarios with a scorecard', () => {
  it('when an admin writes a card, then each criterion says whether the built-in coach checks it, and the wizard reads the card', async () => {
    const res = await app.request.post('/api/scenarios').set(as(admin)).send({ ...scenario, scorecard: card }).expect(201);
    const created = adminScenarioSchema.parse(res.body);
    expect(created.scorecard).toEqual({
      passMark: 75,
      criteria: [
        { id: 'c1', title: 'Asks about budget and timeline', description: '', weight: 2, check: 'budget-timeline' },
        { id: 'c2', title: 'Books a viewing', description: 'Proposes a viewing at a named time', weight: 2, check: 'next-step' },
        { id: 'c3', title: 'Mentions the school catchment area', description: '', weight: 2, check: null },
      ],
    });
    const read = await app.request.get(`/api/scenarios/challenge-${created.id}/scorecard`).set(as(user)).expect(200);
    expect(read.body).toEqual({ scenarioId: `challenge-${created.id}`, passMark: 75, criteria: created.scorecard!.criteria.map(({ check: _, ...c }) => c) });
  });

  it('when a card has more than 8 criteria, then 400 with a clear message in the admin\'s language, and nothing is stored', async () => {
    const before = await app.server.db.challenge.count();
    const nine = { passMark: 70, criteria: Array.from({ length: 9 }, (_, i) => criterion(`Criterion ${i + 1}`)) };
    const en = await app.request.post('/api/scenarios').set(as(admin)).send({ ...scenario, scorecard: nine }).expect(400);
    expect(en.body.message).toBe('A scorecard has at most 8 criteria');
    const ru = await app.request.post('/api/scenarios').set(as(admin)).set('Accept-Language', 'ru').send({ ...scenario, scorecard: nine }).expect(400);
    expect(ru.body.message).toBe('В оценочном листе не больше 8 критериев');
    const bad = await app.request.post('/api/scenarios').set(as(admin)).send({ ...scenario, scorecard: { ...card, passMark: 120 } }).expect(400);
    expect(bad.body.message).toBe('The pass mark must be a whole number from 0 to 100');
    await app.request.post('/api/scenarios').set(as(admin)).send({ ...scenario, scorecard: { ...card, criteria: [criterion('Bad\u0007title'), ...card.criteria.slice(1)] } }).expect(400);
    expect(await app.server.db.challenge.count()).toBe(before);
  });

  it('when a scenario is written without a card, then it is scored on the default card; PUT without a card keeps it, null returns to the default', async () => {
    const plain = (await app.request.post('/api/scenarios').set(as(admin)).send(scenario).expect(201)).body;
    expect(plain.scorecard).toBeNull();
    const defaults = await app.request.get(`/api/scenarios/challenge-${plain.id}/scorecard`).set(as(user)).expect(200);
    expect(defaults.body.criteria.length).toBeGreaterThanOrEqual(3);
    const withCard = (await app.request.put(`/api/scenarios/${plain.id}`).set(as(admin)).send({ ...scenario, scorecard: card }).expect(200)).body;
    expect(withCard.scorecard.passMark).toBe(75);
    const kept = (await app.request.put(`/api/scenarios/${plain.id}`).set(as(admin)).send({ ...scenario, title: 'Renamed' }).expect(200)).body;
    expect(kept.scorecard).toEqual(withCard.scorecard);
    const reset = (await app.request.put(`/api/scenarios/${plain.id}`).set(as(admin)).send({ ...scenario, scorecard: null }).expect(200)).body;
    expect(reset.scorecard).toBeNull();
  });

  it('when two admins save cards at once, then both saves answer and one card is stored whole', async () => {
    const id = (await app.request.post('/api/scenarios').set(as(admin)).send(scenario).expect(201)).body.id as number;
    const one = { ...card, passMark: 60 };
    const two = { ...card, passMark: 90 };
    const [a, b] = await Promise.all([one, two].map((scorecard) => app.request.put(`/api/scenarios/${id}`).set(as(admin)).send({ ...scenario, scorecard })));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    const stored = (await app.request.get(`/api/scenarios/challenge-${id}/scorecard`).set(as(user)).expect(200)).body;
    expect([60, 90]).toContain(stored.passMark);
    expect(stored.criteria).toHaveLength(3);
  });

  it('when the card is deleted with its scenario at the same time as it is saved, then 200 or 404, never 500', async () => {
    const id = (await app.request.post('/api/scenarios').set(as(admin)).send(scenario).expect(201)).body.id as number;
    const [put, del] = await Promise.all([
      app.request.put(`/api/scenarios/${id}`).set(as(admin)).send({ ...scenario, scorecard: card }),
      app.request.delete(`/api/scenarios/${id}`).set(as(admin)),
    ]);
    expect([200, 404]).toContain(put.status);
    expect([200, 204]).toContain(del.status);
  });

  it('when a non-admin sends a card, then 403', async () => {
    expect(scenarioInputSchema.safeParse({ ...scenario, scorecard: card }).success).toBe(true);
    await app.request.post('/api/scenarios').set(as(user)).send({ ...scenario, scorecard: card }).expect(403);
  });
});
