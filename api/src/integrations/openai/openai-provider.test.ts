import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAiConfig } from '../../modules/ai/ai-config';
import { createAiEngine } from '../../modules/ai/ai-engine';
import { startFakeOpenAi, type Behaviour, type FakeOpenAi, type RecordedRequest } from './test-support/fake-openai-server';

const FEEDBACK = {
  confidence: 81.6, clarity: 77, grammar: 95, value: 70, cta: 64,
  strengths: ['Model strength'], suggestions: ['Model suggestion: replace "maybe" with a figure.'], nextLevel: 'Model next level',
  judgments: { clientAct: 'question', addressed: 'yes', questionType: 'open', nextStep: 'fitting', languageMatch: true, tone: 'respectful' },
  compliance: [],
};
const scenario = { id: 'property-inquiry', title: 'Property Inquiry', clientName: 'Anna', clientType: 'Family buyer' };
const feedbackInput = { message: 'Maybe it is a nice place.', clientLine: 'What makes it special?' };

let server: FakeOpenAi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineWith(behave: (req: RecordedRequest, index: number) => Behaviour, env: Record<string, string> = {}) {
  server = await startFakeOpenAi(behave);
  const logger = { warn: vi.fn() };
  const config = parseAiConfig({
    AI_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'test-model',
    OPENAI_TIMEOUT_MS: '400', OPENAI_MAX_RETRIES: '0', ...env,
  });
  return { engine: createAiEngine(config, logger), logger, server };
}

const embedded = createAiEngine(parseAiConfig({}));

describe('openai provider through the real SDK', () => {
  it('when the server returns valid structured output, then the model answer is used and scores are rounded', async () => {
    const { engine, logger, server } = await engineWith(() => ({ content: JSON.stringify(FEEDBACK) }));
    const feedback = await engine.messageFeedback(feedbackInput);
    expect(engine.provider).toBe('openai');
    expect(feedback).toMatchObject({ confidence: 82, strengths: ['Model strength'], nextLevel: 'Model next level' });
    expect(logger.warn).not.toHaveBeenCalled();
    const [request] = server.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-model');
    expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'message_feedback', strict: true } });
  });

  it('when the model praises a reply that steers by ethnicity and promises a gain (Russian), then the shared rules flag it and cap it below 50', async () => {
    const { engine } = await engineWith(() => ({ content: JSON.stringify(FEEDBACK) }));
    const feedback = await engine.messageFeedback({ language: 'ru', message: 'Там живут в основном русские семьи, мигрантов нет. Гарантирую рост цены на 20%.' });
    expect([...new Set(feedback.compliance?.map((c) => c.kind))]).toEqual(['fair-housing', 'guaranteed-returns']);
    expect(feedback.compliance?.map((c) => c.category)).toContain('fair-housing-national-origin');
    expect((feedback.confidence + feedback.clarity + feedback.value + feedback.cta) / 4).toBeLessThan(50);
    expect(feedback.strengths).toEqual([]);
  });

  it('when the model finds a risk the shared rules do not know, then its finding is kept with its category and the cap applies', async () => {
    const finding = { category: 'kickback', quote: 'my usual lender', explanation: 'Undisclosed referral payment.', compliantLine: 'Compare at least three lenders.' };
    const { engine, server } = await engineWith(() => ({ content: JSON.stringify({ ...FEEDBACK, compliance: [finding] }) }));
    const feedback = await engine.messageFeedback({ message: 'Try my usual lender first; she is quick with paperwork.', clientLine: 'Which bank should I use?' });
    expect(feedback.compliance).toEqual([expect.objectContaining({ kind: 'conflict-of-interest', category: 'kickback', quote: 'my usual lender' })]);
    expect(Math.max(feedback.confidence, feedback.clarity, feedback.value, feedback.cta)).toBeLessThan(50);
    const system = String(server.requests[0].body.messages[0].content);
    expect(system).toMatch(/premature/);
    expect(system).toMatch(/price-fraud/);
  });

  it('when the server answers malformed content, then the embedded result is returned and a warning is logged', async () => {
    const { engine, logger } = await engineWith(() => ({ content: 'Sure! Great job, keep going.' }));
    expect(await engine.messageFeedback(feedbackInput)).toEqual(await embedded.messageFeedback(feedbackInput));
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ capability: 'messageFeedback' }), expect.stringMatching(/falling back/));
  });

  it('when the JSON does not match the schema, then it falls back', async () => {
    const { engine, logger } = await engineWith(() => ({ content: JSON.stringify({ confidence: 'high' }) }));
    expect(await engine.messageFeedback(feedbackInput)).toEqual(await embedded.messageFeedback(feedbackInput));
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('when the server never answers, then the call times out quickly and falls back', async () => {
    const { engine, logger } = await engineWith(() => 'hang');
    const started = Date.now();
    const reply = await engine.clientReply({ scenario, personality: 'S', difficulty: 'easy', history: [{ isAgent: true, content: 'What matters most to you?' }] });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(reply.text).toBe((await embedded.clientReply({ scenario, personality: 'S', difficulty: 'easy', history: [{ isAgent: true, content: 'What matters most to you?' }] })).text);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ capability: 'clientReply' }), expect.any(String));
  });

  it('when the first attempt fails with a 500, then the SDK retries and the second answer is used', async () => {
    const { engine, logger, server } = await engineWith((_req, i) => (i === 0 ? { status: 500 } : { content: JSON.stringify(FEEDBACK) }), { OPENAI_MAX_RETRIES: '1' });
    expect((await engine.messageFeedback(feedbackInput)).strengths).toEqual(['Model strength']);
    expect(server.requests).toHaveLength(2);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('when the client replies, then the model voices the embedded game state in the user language', async () => {
    const { engine, server } = await engineWith(() => ({ content: JSON.stringify({ text: 'Нам важна тихая улица.' }) }), { OPENAI_ROLEPLAY_MODEL: 'roleplay-model' });
    const history = [{ isAgent: false, content: 'Здравствуйте.' }, { isAgent: true, content: 'Что для вас важнее всего в новом доме?' }];
    const reply = await engine.clientReply({ scenario, personality: 'S', difficulty: 'medium', language: 'ru', history });
    expect(reply).toMatchObject({ text: 'Нам важна тихая улица.', ended: false, outcome: 'ongoing' });
    const body = server.requests[0].body;
    expect(body.model).toBe('roleplay-model');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user', 'system']);
    expect(body.messages.at(-1)?.content).toMatch(/reveal this need/);
    expect(body.messages[0].content).toMatch(/Russian/);
  });

  it('when the model repeats a line the client already said, then it falls back to a fresh embedded line', async () => {
    const { engine, logger } = await engineWith(() => ({ content: JSON.stringify({ text: 'Hello there.' }) }));
    const history = [{ isAgent: false, content: 'Hello there.' }, { isAgent: true, content: 'What matters most to you?' }];
    const reply = await engine.clientReply({ scenario, personality: 'D', difficulty: 'easy', history });
    expect(reply.text).not.toBe('Hello there.');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('when positive recordings of the scenario are given, then the client prompt carries them as few-shot examples and the others are left out', async () => {
    const { engine, server } = await engineWith(() => ({ content: JSON.stringify({ text: 'Which school is closest?' }) }));
    const exemplars = [
      { scenario: 'property-inquiry', outcome: 'positive' as const, transcript: 'Client: Is it quiet?\nAgent: The bedrooms face the courtyard; shall we visit at 7pm to hear it?' },
      { scenario: 'property-inquiry', outcome: 'negative' as const, transcript: 'Agent: Trust me, just sign today.' },
      { scenario: 'luxury-investor', outcome: 'positive' as const, transcript: 'Agent: The yield is 6.1% net.' },
    ];
    await engine.clientReply({ scenario, personality: 'S', difficulty: 'easy', history: [{ isAgent: true, content: 'Hello!' }], exemplars });
    const prompt = JSON.stringify(server.requests[0]!.body.messages);
    expect(prompt).toContain('real successful calls in this scenario');
    expect(prompt).toContain('shall we visit at 7pm to hear it?');
    expect(prompt).not.toMatch(/just sign today|6\.1% net/);

    await engine.clientReply({ scenario, personality: 'S', difficulty: 'easy', history: [{ isAgent: true, content: 'Hello!' }] });
    expect(JSON.stringify(server.requests[1]!.body.messages)).not.toContain('real successful calls');
  });

  it('when voice is analysed by the model, then pace and filler words are still measured locally', async () => {
    const voice = { score: 70, confidence: 70, clarity: 70, energy: 70, feedback: 'Model feedback', suggestions: ['Model tip'] };
    const { engine } = await engineWith(() => ({ content: JSON.stringify(voice) }));
    const result = await engine.analyzeVoice({ transcript: 'Um, the flat is, uh, great.', durationSec: 3 });
    expect(result).toMatchObject({ feedback: 'Model feedback', pace: { wpm: 120, rating: 'good' }, fillerWords: { count: 2 } });
  });

  it('when voice without recognised speech is analysed by the model, then pace and energy stay unmeasured', async () => {
    const voice = { score: 70, confidence: 70, clarity: 70, energy: 70, feedback: 'Model feedback', suggestions: ['Model tip'] };
    const { engine } = await engineWith(() => ({ content: JSON.stringify(voice) }));
    const result = await engine.analyzeVoice({ transcript: 'Um, the flat is, uh, great.' });
    expect(result).toMatchObject({ energy: null, pace: { wpm: null, rating: null } });
  });

  it('when a multiple-choice answer is graded, then no model is called', async () => {
    const { engine, server } = await engineWith(() => ({ content: '{}' }));
    const grade = await engine.gradeQuizAnswer({ type: 'multiple-choice', question: 'Q', referenceAnswer: 'A', answer: 'a' });
    expect(grade.correct).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it('when the model infers DISC, then the figures are rescaled to 100 with the matching primary type', async () => {
    const { engine } = await engineWith(() => ({ content: JSON.stringify({ dominant: 20, influencer: 10, steady: 10, compliant: 60 }) }));
    const sessions = Array.from({ length: 3 }, () => ({ messages: [{ isAgent: true, content: 'The data shows 5%.' }] }));
    expect(await engine.inferDisc({ sessions })).toEqual({ dominant: 20, influencer: 10, steady: 10, compliant: 60, primaryType: 'C' });
  });
});
