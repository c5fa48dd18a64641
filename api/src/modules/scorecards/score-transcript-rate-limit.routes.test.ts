import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ SCORE_TRANSCRIPTS_PER_MINUTE: '2' });
});
afterAll(() => app.close());

const TEXT = 'Client: Is the flat still available?\nAgent: It is. What matters most to you in your next home?';
const score = (token: string, lang = 'en', body: object = { scenarioId: 'property-inquiry', transcript: TEXT }) =>
  app.request.post('/api/scorecards/score-transcript').set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).send(body);
const freshToken = async () => app.sessionToken((await app.createUser()).id);

describe('POST /api/scorecards/score-transcript rate limit', () => {
  it('when a user scores conversations too fast, then 429 in their language, and other users are not affected', async () => {
    const token = await freshToken();
    await score(token).expect(200);
    await score(token).expect(200);
    const en = await score(token).expect(429);
    expect(en.body.message).toBe('Too many conversations scored in a short time. Please wait a minute and try again.');
    expect(en.headers['ratelimit-policy']).toContain('score-transcript-user');
    const ru = await score(token, 'ru').expect(429);
    expect(ru.body.message).toBe('Слишком много разговоров оценено за короткое время. Подождите минуту и попробуйте снова.');
    await score(await freshToken()).expect(200);
  });

  it('when a request is refused as invalid, then it still counts: each call may have reached the model', async () => {
    const token = await freshToken();
    await score(token, 'en', { scenarioId: 'property-inquiry', transcript: 'no speakers here' }).expect(400);
    await score(token).expect(200);
    await score(token).expect(429);
  });

  it('when nobody is signed in, then the answer is 401, not a counted attempt', async () => {
    await app.request.post('/api/scorecards/score-transcript').send({ scenarioId: 'property-inquiry', transcript: TEXT }).expect(401);
  });
});
