import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAiConfig } from '../../modules/ai/ai-config';
import { createAiEngine } from '../../modules/ai/ai-engine';
import { startFakeOpenAi, type Behaviour, type FakeOpenAi } from './test-support/fake-openai-server';

const scenario = { id: 'property-inquiry', title: 'Property Inquiry', clientName: 'Anna', clientType: 'Family buyer' };
const input = {
  scenario, personality: 'S' as const, difficulty: 'easy' as const,
  history: [{ isAgent: false, content: 'Hello.' }, { isAgent: true, content: 'What matters most to you in a new home?' }],
};

let server: FakeOpenAi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineWith(behaviour: Behaviour) {
  server = await startFakeOpenAi(() => behaviour);
  const logger = { warn: vi.fn() };
  const config = parseAiConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_TIMEOUT_MS: '2000', OPENAI_MAX_RETRIES: '0' });
  return { engine: createAiEngine(config, logger), logger, server };
}

function recorder() {
  const events: string[] = [];
  return { events, sink: { delta: (text: string) => void events.push(text), reset: () => void events.push('<reset>') } };
}

describe('streamed client reply', () => {
  it('when the model streams its answer, then the text arrives in pieces and matches the final reply', async () => {
    const { engine, server, logger } = await engineWith({ chunks: ['{"te', 'xt": "A quiet', ' street', ' matters', ' to us."}'] });
    const { events, sink } = recorder();
    const reply = await engine.streamClientReply(input, sink);
    expect(reply.text).toBe('A quiet street matters to us.');
    expect(events.length).toBeGreaterThan(2);
    expect(events.join('')).toBe(reply.text);
    expect(server.requests[0].body.stream).toBe(true);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('when the stream breaks its schema after showing text, then the sink is reset and the embedded reply follows', async () => {
    const { engine, logger } = await engineWith({ chunks: ['{"text": "Half a sent', 'ence'] });
    const { events, sink } = recorder();
    const reply = await engine.streamClientReply(input, sink);
    const embedded = await createAiEngine(parseAiConfig({})).clientReply(input);
    expect(reply.text).toBe(embedded.text);
    expect(events).toContain('<reset>');
    expect(events.at(-1)).toBe(embedded.text);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ capability: 'clientReply' }), expect.stringMatching(/falling back/));
  });

  it('when the provider is embedded, then the whole reply is handed over at once', async () => {
    const engine = createAiEngine(parseAiConfig({}));
    const { events, sink } = recorder();
    const reply = await engine.streamClientReply(input, sink);
    expect(events).toEqual([reply.text]);
  });
});
