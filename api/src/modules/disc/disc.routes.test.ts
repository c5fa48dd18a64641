import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISC_QUESTIONS, discAssessmentSchema } from '@app/contracts/disc';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from '../chat/chat-test-support';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function agent() {
  const user = await app.createUser();
  return { user, token: await app.sessionToken(user.id) };
}

/** Every question answered with the option of `trait` (C on the first six, to make a secondary style). */
const responses = (trait: 'D' | 'I' | 'S' | 'C') =>
  DISC_QUESTIONS.map((q) => ({ questionId: q.id, selectedOptions: [q.options.find((o) => o.trait === (q.id <= 6 ? 'C' : trait))!.id], intensity: 3 }));

describe('DISC assessments', () => {
  it('when a user completes the assessment with the spec payload, then it is saved for them, scored on the server and their profile follows', async () => {
    const { user, token } = await agent();
    const res = await app.request
      .post('/api/disc-assessments')
      .set('Authorization', `Bearer ${token}`)
      .send({ userId: 1, assessmentType: 'initial', responses: responses('S'), results: { dominance: 100 } })
      .expect(201);
    const saved = discAssessmentSchema.parse(res.body);
    expect(saved.userId).toBe(user.id);
    expect(saved.results).toMatchObject({ steadiness: 75, conscientiousness: 25, dominance: 0, primaryStyle: 'S', secondaryStyle: 'C' });
    expect(saved.results.detailedAnalysis.motivationFactors).toHaveLength(3);

    const summary = (await app.request.get(`/api/user/${user.id}`).set('Authorization', `Bearer ${token}`).expect(200)).body;
    expect(summary.discProfile).toMatchObject({ primaryType: 'S', steady: 75, compliant: 25, dominant: 0, influencer: 0 });
    const list = (await app.request.get(`/api/users/${user.id}/disc-assessments`).set('Authorization', `Bearer ${token}`).set('Accept-Language', 'ru').expect(200)).body;
    expect(list).toHaveLength(1);
    expect(list[0].results.detailedAnalysis.communicationStyle).toMatch(/[а-яё]/i);
    expect(await app.server.db.progressActivity.count({ where: { userId: user.id, kind: 'disc' } })).toBe(1);
  });

  it('when the assessment is saved again in the same month, then the profile follows but XP is awarded once, and the answer says so', async () => {
    const { user, token } = await agent();
    const post = (trait: 'D' | 'I' | 'S' | 'C', lang = 'en') =>
      app.request.post('/api/disc-assessments').set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).send({ assessmentType: 'initial', responses: responses(trait) }).expect(201);
    const first = (await post('S')).body;
    expect(first.xp).toEqual({ awarded: true, message: expect.stringMatching(/XP/) });
    const xpAfterFirst = (await app.server.db.user.findUniqueOrThrow({ where: { id: user.id } })).xp;
    for (const trait of ['D', 'I', 'D'] as const) expect((await post(trait)).body.xp.awarded).toBe(false);
    const again = (await post('D', 'ru')).body;
    expect(again.xp).toEqual({ awarded: false, message: expect.stringMatching(/раз в месяц/) });
    const after = await app.server.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.xp).toBe(xpAfterFirst);
    expect(after.discPrimaryType).toBe('D');
    expect(await app.server.db.progressActivity.count({ where: { userId: user.id, kind: 'disc' } })).toBe(1);
  });

  it('when answers are missing, repeated or out of range, then it is a 400 in the user\'s language and nothing is saved', async () => {
    const { user, token } = await agent();
    const post = (body: unknown) => app.request.post('/api/disc-assessments').set('Authorization', `Bearer ${token}`).set('Accept-Language', 'ru').send(body as object);
    expect((await post({ responses: responses('D').slice(0, 23) }).expect(400)).body.message).toMatch(/24/);
    const repeated = responses('D');
    repeated[1] = { ...repeated[0]! };
    await post({ responses: repeated }).expect(400);
    await post({ responses: responses('D').map((r) => ({ ...r, intensity: 6 })) }).expect(400);
    expect(await app.server.db.discAssessment.count({ where: { userId: user.id } })).toBe(0);
  });

  it('when someone lists another user\'s assessments, then it is refused; admins may; anonymous is 401', async () => {
    const { user } = await agent();
    const other = await agent();
    await app.request.get(`/api/users/${user.id}/disc-assessments`).set('Authorization', `Bearer ${other.token}`).expect(403);
    await app.request.get(`/api/users/${user.id}/disc-assessments`).set('Authorization', `Bearer ${await app.sessionToken(app.admin.id)}`).expect(200);
    await app.request.post('/api/disc-assessments').send({ responses: responses('D') }).expect(401);
  });
});

describe('POST /api/analyze-disc', () => {
  it('when the user has fewer than 3 completed sessions, then it says so', async () => {
    const { token } = await agent();
    const res = await app.request.post('/api/analyze-disc').set('Authorization', `Bearer ${token}`).send({ userId: 1 }).expect(400);
    expect(res.body.message).toBe('Complete at least 3 practice sessions first, so there is enough of your own writing to analyse.');
  });

  async function withThreeSessions() {
    const chat = chatClient(app);
    const who = await agent();
    for (let i = 0; i < 3; i += 1) {
      const session = await chat.startSession(who.token);
      await chat.send(who.token, session.id, GOOD_REPLY).expect(201);
      await chat.end(who.token, session.id).expect(200);
    }
    return who;
  }

  it('when the user has 3 completed sessions and no profile, then their own messages are analysed and the profile stored', async () => {
    const { user, token } = await withThreeSessions();
    const profile = (await app.request.post('/api/analyze-disc').set('Authorization', `Bearer ${token}`).send({ userId: 1 }).expect(200)).body;
    expect(['D', 'I', 'S', 'C']).toContain(profile.primaryType);
    expect(profile.applied).toBe(true);
    expect(profile.dominant + profile.influencer + profile.steady + profile.compliant).toBeGreaterThan(0);
    const summary = (await app.request.get(`/api/user/${user.id}`).set('Authorization', `Bearer ${token}`).expect(200)).body;
    const { applied: _applied, ...stored } = profile;
    expect(summary.discProfile).toEqual(stored);
  });

  it('when the user has an assessed profile, then the inference is returned beside it and stored only when they choose it', async () => {
    const { user, token } = await withThreeSessions();
    await app.request.post('/api/disc-assessments').set('Authorization', `Bearer ${token}`).send({ responses: responses('S') }).expect(201);
    const summary = async () => (await app.request.get(`/api/user/${user.id}`).set('Authorization', `Bearer ${token}`).expect(200)).body.discProfile;
    const assessed = await summary();

    const inferred = (await app.request.post('/api/analyze-disc').set('Authorization', `Bearer ${token}`).send({}).expect(200)).body;
    expect(inferred.applied).toBe(false);
    expect(await summary()).toEqual(assessed);

    const chosen = (await app.request.post('/api/analyze-disc').set('Authorization', `Bearer ${token}`).send({ apply: true }).expect(200)).body;
    expect(chosen.applied).toBe(true);
    expect(await summary()).toMatchObject({ primaryType: chosen.primaryType, dominant: chosen.dominant, steady: chosen.steady });
    await app.request.post('/api/analyze-disc').set('Authorization', `Bearer ${token}`).send({ apply: 'yes' }).expect(400);
  });
});
