import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvents } from '../../lib/events';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
const emitted: AppEvents['activity.completed'][] = [];

beforeAll(async () => {
  app = await createTestApp();
  app.server.events.on('activity.completed', (e) => void emitted.push(e));
});
afterAll(() => app.close());

const ANSWER = 'Um, I understand the price matters. Three similar homes on this street sold for about the same in the last six months, so, like, the price is fair. Shall we look at the comparables together on Thursday at six?';

async function freshToken() {
  const user = await app.createUser();
  return { user, token: await app.sessionToken(user.id) };
}

describe('POST /api/analyze-voice', () => {
  it('when the spec payload {transcript, scenario} is sent, then every analysis field comes back with the pace band and fillers', async () => {
    const { token } = await freshToken();
    const res = await app.request.post('/api/analyze-voice').set('Authorization', `Bearer ${token}`).send({ transcript: ANSWER, scenario: 'price-objection' }).expect(200);
    expect(res.body).toMatchObject({ score: expect.any(Number), confidence: expect.any(Number), clarity: expect.any(Number), energy: null, feedback: expect.any(String) });
    expect(res.body.pace).toMatchObject({ wpm: null, rating: null, band: { min: 120, max: 160 } });
    expect(res.body.fillerWords.words.map((w: { word: string }) => w.word)).toEqual(expect.arrayContaining(['um', 'like']));
    expect(res.body.suggestions.length).toBeGreaterThan(0);
  });

  it('when recognised speech comes with its duration and acoustic features, then the pace is measured from the duration', async () => {
    const { token } = await freshToken();
    const words = ANSWER.split(/\s+/).length;
    const res = await app.request.post('/api/analyze-voice').set('Authorization', `Bearer ${token}`)
      .send({ transcript: ANSWER, scenario: 'price-objection', durationSec: 10, transcriptSource: 'speech', acoustic: { loudnessVariation: 0.2, speakingTimeSec: 9 } }).expect(200);
    expect(res.body.pace.wpm).toBe(Math.round((words / 10) * 60));
    expect(res.body.pace.rating).toBe('fast');
    expect(res.body.energy).toEqual(expect.any(Number));
  });

  it('when typed words come with a 3-second recording, then pace and energy are not measured and the feedback says so', async () => {
    const { token } = await freshToken();
    const res = await app.request.post('/api/analyze-voice').set('Authorization', `Bearer ${token}`).set('Accept-Language', 'ru')
      .send({ transcript: ANSWER, scenario: 'price-objection', durationSec: 3, transcriptSource: 'typed', acoustic: { loudnessVariation: 0.2 } }).expect(200);
    expect(res.body.pace).toEqual({ wpm: null, rating: null, band: { min: 120, max: 160 } });
    expect(res.body.energy).toBeNull();
    expect(res.body.feedback).toMatch(/Темп и энергичность не измерены/);
  });

  it('when an attempt is analysed, then it is stored, listed per scenario and reported to the progress engine', async () => {
    const { user, token } = await freshToken();
    const a = await app.request.post('/api/analyze-voice').set('Authorization', `Bearer ${token}`).send({ transcript: ANSWER, scenario: 'first-inquiry' }).expect(200);
    await app.request.post('/api/analyze-voice').set('Authorization', `Bearer ${token}`).send({ transcript: ANSWER, scenario: 'urgent-viewing' }).expect(200);
    const list = await app.request.get('/api/voice-attempts?scenario=first-inquiry').set('Authorization', `Bearer ${token}`).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: a.body.id, scenario: 'first-inquiry', score: a.body.score })]);
    expect(emitted).toContainEqual(expect.objectContaining({ userId: user.id, activityId: `voice:${a.body.id}`, kind: 'voice', score: a.body.score, skills: { confidence: a.body.confidence, clarity: a.body.clarity } }));
    const other = await freshToken();
    expect((await app.request.get('/api/voice-attempts').set('Authorization', `Bearer ${other.token}`).expect(200)).body).toEqual([]);
  });

  it('when the transcript is empty, then a 400 in the user language is returned and nothing is stored', async () => {
    const { user, token } = await freshToken();
    const res = await app.request.post('/api/analyze-voice').set('Authorization', `Bearer ${token}`).set('Accept-Language', 'ru').send({ transcript: '  ', scenario: 'price-objection' }).expect(400);
    expect(res.body.message).toMatch(/[а-я]/i);
    expect(await app.server.db.voiceAttempt.count({ where: { userId: user.id } })).toBe(0);
  });

  it('when nobody is signed in, then it is refused with 401', async () => {
    await app.request.post('/api/analyze-voice').send({ transcript: ANSWER, scenario: 'price-objection' }).expect(401);
  });
});
