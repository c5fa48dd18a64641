import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptScorecardSchema } from '@app/contracts/scorecards';
import { storedRecordingsPageSchema } from '@app/contracts/training';
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

const list = (token: string | null, query = '', lang = 'en') => {
  const req = app.request.get(`/api/ai-training/recordings${query}`).set('Accept-Language', lang);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const upload = (recordings: object[]) =>
  app.request.post('/api/ai-training/upload-json').set('Authorization', `Bearer ${adminToken}`).send({ recordings }).expect(200);

const call = (n: number) => ({
  transcript: `Client: Is the flat still available? (${n})\nAgent: It is. What matters most to you in your next home?`,
  scenario: 'first-time-buyer',
  outcome: n % 2 ? 'positive' : 'negative',
  notes: `call ${n}`,
});

describe('GET /api/ai-training/recordings', () => {
  it('when signed out or not an admin, then 401/403', async () => {
    await list(null).expect(401);
    await list(userToken).expect(403);
  });

  it('when nothing is stored, then an empty page says so', async () => {
    expect((await list(adminToken).expect(200)).body).toEqual({ recordings: [], total: 0, nextBefore: null });
  });

  it('when recordings are stored, then they come back newest first, a page at a time, with everything the upload kept', async () => {
    await upload([1, 2, 3, 4, 5].map(call));
    const first = storedRecordingsPageSchema.parse((await list(adminToken, '?limit=2').expect(200)).body);
    expect(first.total).toBe(5);
    expect(first.recordings.map((r) => r.notes)).toEqual(['call 5', 'call 4']);
    expect(first.recordings[0]).toMatchObject({ ...call(5), uploadedBy: app.admin.id });
    expect(Date.parse(first.recordings[0]!.createdAt)).not.toBeNaN();
    expect(first.nextBefore).toBe(first.recordings[1]!.id);

    const second = storedRecordingsPageSchema.parse((await list(adminToken, `?limit=2&before=${first.nextBefore}`).expect(200)).body);
    expect(second.recordings.map((r) => r.notes)).toEqual(['call 3', 'call 2']);
    const last = storedRecordingsPageSchema.parse((await list(adminToken, `?limit=2&before=${second.nextBefore}`).expect(200)).body);
    expect(last.recordings.map((r) => r.notes)).toEqual(['call 1']);
    expect(last.nextBefore).toBeNull();
    // The default page holds ten.
    expect((await list(adminToken).expect(200)).body.recordings).toHaveLength(5);
  });

  it('when the page is out of range, then a 400 in the admin\'s language', async () => {
    expect((await list(adminToken, '?limit=51').expect(400)).body.message).toBe('A page holds 1 to 50 recordings');
    expect((await list(adminToken, '?limit=abc', 'ru').expect(400)).body.message).toBe('На странице от 1 до 50 записей');
    expect((await list(adminToken, '?before=-3').expect(400)).body.message).toBe('A page starts before a recording id: a positive whole number');
  });

  it('when a stored recording is sent to the scorer, then it is read on its scenario\'s card', async () => {
    const [stored] = storedRecordingsPageSchema.parse((await list(adminToken, '?limit=1').expect(200)).body).recordings;
    const res = await app.request
      .post('/api/scorecards/score-transcript')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ scenarioId: stored!.scenario, transcript: stored!.transcript })
      .expect(200);
    expect(transcriptScorecardSchema.parse(res.body)).toMatchObject({ scenarioId: 'first-time-buyer' });
  });
});
