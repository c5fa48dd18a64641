import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_TEXTS } from '../ai/embedded/call/call-texts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANSWERS, callsClient } from './calls-test-support';

let app: TestApp;
let c: ReturnType<typeof callsClient>;

beforeAll(async () => {
  app = await createTestApp();
  c = callsClient(app);
});
afterAll(() => app.close());

const ALL_RU = new Set([...Object.values(CALL_TEXTS.ru.strengths), ...Object.values(CALL_TEXTS.ru.improvements), CALL_TEXTS.ru.fallback, CALL_TEXTS.ru.empty]);
const ALL_EN = new Set([...Object.values(CALL_TEXTS.en.strengths), ...Object.values(CALL_TEXTS.en.improvements), CALL_TEXTS.en.fallback, CALL_TEXTS.en.empty]);

async function finishedEnglishCall(token: string) {
  const { callSid } = (await c.start(token).expect(201)).body;
  for (const text of ANSWERS) if ((await c.turn(token, callSid, text).expect(201)).body.ended) break;
  await c.end(token, callSid).expect(200);
  return callSid as string;
}

describe('call texts in the reader language', () => {
  it('when a call held in English is read in Russian, then its summary, strengths and improvements are Russian (and English for an English reader)', async () => {
    const { token } = await c.freshAgent();
    const callSid = await finishedEnglishCall(token);
    const ru = (await c.get(token, `/api/call-score/${callSid}`).set('Accept-Language', 'ru').expect(200)).body;
    const en = (await c.get(token, `/api/call-score/${callSid}`).set('Accept-Language', 'en').expect(200)).body;
    expect(ru.strengths.length + ru.improvements.length).toBeGreaterThan(0);
    for (const text of [...ru.strengths, ...ru.improvements]) expect(ALL_RU).toContain(text);
    for (const text of [...en.strengths, ...en.improvements]) expect(ALL_EN).toContain(text);

    const [insightRu] = (await c.get(token, '/api/call-insights').set('Accept-Language', 'ru').expect(200)).body;
    const [insightEn] = (await c.get(token, '/api/call-insights').set('Accept-Language', 'en').expect(200)).body;
    expect(insightRu.aiAnalysis.summary).not.toMatch(/[A-Za-z]{3,}/);
    expect(insightRu.aiAnalysis.summary).toContain(ru.strengths[0] ?? ru.improvements[0]);
    expect(insightEn.aiAnalysis.summary).not.toMatch(/[А-Яа-яЁё]/);
    expect(insightEn.aiAnalysis.summary).toContain(en.strengths[0] ?? en.improvements[0]);
  });

  it('when the findings are stored, then they are codes, not sentences in one language', async () => {
    const { token } = await c.freshAgent();
    const callSid = await finishedEnglishCall(token);
    const row = await app.server.db.call.findUniqueOrThrow({ where: { callSid } });
    for (const stored of [...JSON.parse(row.strengths), ...JSON.parse(row.improvements)] as string[]) expect(stored).toMatch(/^call:(strengths|improvements)\.\w+$/);
  });

  it('when an older call stored English sentences, then a Russian reader still gets Russian, and text the coach did not write reads as stored', async () => {
    const { token } = await c.freshAgent();
    const callSid = await finishedEnglishCall(token);
    await app.server.db.call.update({
      where: { callSid },
      data: { strengths: JSON.stringify([CALL_TEXTS.en.strengths.evidence, 'A model wrote this.']), improvements: JSON.stringify([CALL_TEXTS.en.improvements.noQuestions]) },
    });
    const score = (await c.get(token, `/api/call-score/${callSid}`).set('Accept-Language', 'ru').expect(200)).body;
    expect(score.strengths).toEqual([CALL_TEXTS.ru.strengths.evidence, 'A model wrote this.']);
    expect(score.improvements).toEqual([CALL_TEXTS.ru.improvements.noQuestions]);
    const [insight] = (await c.get(token, '/api/call-insights').set('Accept-Language', 'ru').expect(200)).body;
    expect(insight.aiAnalysis.summary).toMatch(new RegExp(`^${CALL_TEXTS.ru.strengths.evidence} ${CALL_TEXTS.ru.improvements.noQuestions}`));
  });
});
