import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SCORED_TRANSCRIPT_CHARS, MAX_SCORED_TRANSCRIPT_LINES, transcriptScorecardSchema } from '@app/contracts/scorecards';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let token: string;
const as = (t: string) => ({ Authorization: `Bearer ${t}` });
const score = (body: unknown, lang = 'en', t = token) =>
  app.request.post('/api/scorecards/score-transcript').set(as(t)).set('Accept-Language', lang).send(body as object);

beforeAll(async () => {
  app = await createTestApp();
  token = await app.sessionToken((await app.createUser()).id);
});
afterAll(() => app.close());

const LINES = [
  { speaker: 'client', text: 'Hi, I saw the townhouse on Maple Street. Is it still available? We have a dog.' },
  { speaker: 'agent', text: 'Yes, it is still available, and the garden is fully fenced, so your dog is welcome. What matters most to your family in the next home?' },
  { speaker: 'client', text: 'Space for the kids and a short drive to the hospital, I work shifts.' },
  { speaker: 'agent', text: 'What budget are you working with, and by when do you need to move?' },
  { speaker: 'client', text: 'Around 450 thousand, ideally before September.' },
  { speaker: 'agent', text: 'Would Saturday at 11 am suit you for a viewing?' },
] as const;
const TEXT = LINES.map((l) => `${l.speaker === 'agent' ? 'Agent' : 'Client'}: ${l.text}`).join('\n');

describe('POST /api/scorecards/score-transcript', () => {
  it('when a list of lines is sent, then the card answers the session shape without a session, quoting the agent with the index of the line', async () => {
    const card = transcriptScorecardSchema.parse((await score({ scenarioId: 'property-inquiry', transcript: LINES }).expect(200)).body);
    expect(card).toMatchObject({ scenarioId: 'property-inquiry', passMark: 70, compliance: { passed: true, findings: [] } });
    expect(card).not.toHaveProperty('sessionId');
    expect(card.score).toBeGreaterThanOrEqual(70);
    const needs = card.criteria.find((c) => c.id === 'needs-first')!;
    expect(needs).toMatchObject({ status: 'met', evidence: 'What matters most to your family in the next home?', messageId: 1 });
    for (const c of card.criteria.filter((x) => x.messageId !== null)) {
      expect(LINES[c.messageId!]!.speaker).toBe('agent');
      expect(LINES[c.messageId!]!.text).toContain(c.evidence!);
    }
  });

  it('when the same conversation is pasted as "Agent:"/"Client:" text, then it is scored the same; a line without a speaker continues the turn', async () => {
    const fromList = (await score({ scenarioId: 'property-inquiry', transcript: LINES }).expect(200)).body;
    expect((await score({ scenarioId: 'property-inquiry', transcript: TEXT }).expect(200)).body).toEqual(fromList);
    const wrapped = TEXT.replace('What matters most', '\nWhat matters most');
    const card = transcriptScorecardSchema.parse((await score({ scenarioId: 'property-inquiry', transcript: wrapped }).expect(200)).body);
    expect(card.criteria.find((c) => c.id === 'needs-first')!.messageId).toBe(1);
  });

  it('when a Russian conversation is pasted with «Агент:»/«Клиент:», then the card is in the caller\'s language and the coach reads Russian', async () => {
    const text = [
      'Клиент: Здравствуйте, я видела таунхаус на Кленовой улице. Он ещё продаётся? У нас собака.',
      'Агент: Да, продаётся, и сад полностью огорожен, так что собаке будет хорошо. Что для вашей семьи важнее всего в новом доме?',
      'Клиент: Место для детей и дорога до больницы, я работаю сменами.',
      'Агент: На какой бюджет вы рассчитываете и когда вам нужно переехать?',
      'Клиент: Около 450 тысяч, лучше до сентября.',
      'Агент: Вам подойдёт показ в субботу в 11 утра?',
    ].join('\n');
    const card = transcriptScorecardSchema.parse((await score({ scenarioId: 'property-inquiry', transcript: text }, 'ru').expect(200)).body);
    expect(card.criteria[0]!.title).toMatch(/[а-я]/i);
    expect(card.criteria.find((c) => c.id === 'needs-first')!.status).toBe('met');
    const en = transcriptScorecardSchema.parse((await score({ scenarioId: 'property-inquiry', transcript: text }, 'en').expect(200)).body);
    expect(en.criteria[0]!.title).toMatch(/[a-z]/i);
    expect(en.score).toBe(card.score);
  });

  it('when the agent says something non-compliant, then the gate fails the card whatever its score', async () => {
    const text = `${TEXT}\nAgent: Between us, this area is perfect for young families without kids from that neighbourhood, and I guarantee the price will double in two years.`;
    const card = transcriptScorecardSchema.parse((await score({ scenarioId: 'property-inquiry', transcript: text }).expect(200)).body);
    expect(card.compliance.passed).toBe(false);
    expect(card.compliance.findings.length).toBeGreaterThan(0);
    expect(card).toMatchObject({ passed: false, medal: null });
  });

  it('when a call scenario, a training scenario or an admin scenario is named, then it is scored on that card', async () => {
    const call = transcriptScorecardSchema.parse((await score({ scenarioId: 'first-time-buyer', transcript: TEXT }).expect(200)).body);
    expect(call.criteria.map((c) => c.id)).toContain('empathy');
    await score({ scenarioId: 'corporate-client', transcript: TEXT }).expect(200);
    const challenge = await app.server.db.challenge.findFirstOrThrow({ where: { type: 'chat' } });
    await score({ scenarioId: `challenge-${challenge.id}`, transcript: TEXT }).expect(200);
  });

  it('when the scenario is unknown, then 404 in the user\'s language', async () => {
    expect((await score({ scenarioId: 'no-such-scenario', transcript: TEXT }).expect(404)).body.message).toBe('There is no such scenario.');
    expect((await score({ scenarioId: 'challenge-999999', transcript: TEXT }, 'ru').expect(404)).body.message).toBe('Такого сценария нет.');
  });

  it('when the transcript is malformed or too big, then a clear 400', async () => {
    const message = async (body: unknown, lang = 'en') => (await score(body, lang).expect(400)).body.message as string;
    expect(await message({ transcript: TEXT })).toBe('Choose the scenario to score the conversation on.');
    expect(await message({ scenarioId: 'property-inquiry' })).toMatch(/transcript/i);
    expect(await message({ scenarioId: 'property-inquiry', transcript: 'Hello there\nAgent: hi' })).toBe('Line 1 has no speaker: start each turn with "Agent:" or "Client:".');
    expect(await message({ scenarioId: 'property-inquiry', transcript: 'Привет\nАгент: здравствуйте' }, 'ru')).toBe('В строке 1 не указан говорящий: начинайте каждую реплику с «Агент:» или «Клиент:».');
    expect(await message({ scenarioId: 'property-inquiry', transcript: '' })).toBe('No turns found: start each turn with "Agent:" or "Client:".');
    expect(await message({ scenarioId: 'property-inquiry', transcript: 'Client: Is it available?\nClient: Hello?' })).toBe('The transcript has no agent lines to score.');
    expect(await message({ scenarioId: 'property-inquiry', transcript: [{ speaker: 'manager', text: 'hi' }] })).toBe('Every line needs a speaker: agent or client.');
    expect(await message({ scenarioId: 'property-inquiry', transcript: [{ speaker: 'agent', text: ' ' }] })).toBe('Every line needs some text.');
    expect(await message({ scenarioId: 'property-inquiry', transcript: `Agent: ${'a'.repeat(MAX_SCORED_TRANSCRIPT_CHARS)}` })).toBe('The transcript is too long: at most 20,000 characters.');
    const many = Array.from({ length: MAX_SCORED_TRANSCRIPT_LINES + 1 }, (_, i) => ({ speaker: i % 2 ? 'agent' : 'client', text: 'ok' }));
    expect(await message({ scenarioId: 'property-inquiry', transcript: many })).toBe(`The transcript has too many turns: at most ${MAX_SCORED_TRANSCRIPT_LINES}.`);
    const manyText = Array.from({ length: MAX_SCORED_TRANSCRIPT_LINES + 1 }, (_, i) => `${i % 2 ? 'Agent' : 'Client'}: ok`).join('\n');
    expect(await message({ scenarioId: 'property-inquiry', transcript: manyText })).toBe(`The transcript has too many turns: at most ${MAX_SCORED_TRANSCRIPT_LINES}.`);
    expect(await message({ scenarioId: 'property-inquiry', transcript: 'Agent: hello\u0007' })).toBeTruthy();
  });

  it('when a transcript or scenario carries control characters, then 400 in the user\'s language; tabs and line breaks in pasted text are fine', async () => {
    const message = async (body: unknown, lang = 'en') => (await score(body, lang).expect(400)).body.message as string;
    const unsafe = await message({ scenarioId: 'property-inquiry', transcript: `${TEXT}\u0000` });
    expect(unsafe).toMatch(/character/i);
    expect(await message({ scenarioId: 'property-inquiry', transcript: `${TEXT}\u202E` }, 'ru')).toMatch(/[а-яё]/i);
    expect(await message({ scenarioId: 'property-inquiry', transcript: [{ speaker: 'agent', text: 'Hello\u0007 there' }] })).toMatch(/character/i);
    expect(await message({ scenarioId: 'property\u0000-inquiry', transcript: TEXT })).toMatch(/character/i);
    await score({ scenarioId: 'property-inquiry', transcript: TEXT.replace(/\n/g, '\r\n\t') }).expect(200);
  });

  it('when nobody is signed in, then 401', async () => {
    await app.request.post('/api/scorecards/score-transcript').send({ scenarioId: 'property-inquiry', transcript: TEXT }).expect(401);
  });
});
