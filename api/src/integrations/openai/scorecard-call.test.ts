import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAiConfig } from '../../modules/ai/ai-config';
import { createAiEngine } from '../../modules/ai/ai-engine';
import { startFakeOpenAi, type Behaviour, type FakeOpenAi } from './test-support/fake-openai-server';

let server: FakeOpenAi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineWith(behave: () => Behaviour) {
  server = await startFakeOpenAi(behave);
  const logger = { warn: vi.fn() };
  const config = parseAiConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'test-model', OPENAI_TIMEOUT_MS: '400', OPENAI_MAX_RETRIES: '0' });
  return { engine: createAiEngine(config, logger), logger, server };
}

const criteria = [
  { id: 'c1', title: 'Mentions the school catchment area', description: 'Names the local primary school and its rating.', weight: 2, check: null },
  { id: 'c2', title: 'Books a viewing', description: 'Proposes a viewing at a named time.', weight: 1, check: 'next-step' as const },
];
const messages = [
  { id: 10, isAgent: false, content: 'Is the house near a good school?' },
  { id: 11, isAgent: true, content: 'Yes, Oakwood Primary is a five-minute walk and rated outstanding. Would Saturday at 11 suit you for a viewing?' },
];

describe('the openai provider judges a scorecard', () => {
  it('when the model answers, then it received the criteria verbatim and quotes that are not the agent\'s words are dropped', async () => {
    const answer = {
      criteria: [
        { id: 'c1', status: 'met', evidence: 'Oakwood Primary is a five-minute walk and rated outstanding', messageId: 11, betterLine: null },
        { id: 'c2', status: 'partial', evidence: 'I will call you tomorrow', messageId: 11, betterLine: 'Would Saturday at 11 suit you?' },
      ],
    };
    const { engine, logger, server } = await engineWith(() => ({ content: JSON.stringify(answer) }));
    const out = await engine.scoreCard({ language: 'en', criteria, messages });
    expect(out).toEqual([
      { id: 'c1', status: 'met', evidence: 'Oakwood Primary is a five-minute walk and rated outstanding', messageId: 11, betterLine: null },
      { id: 'c2', status: 'partial', evidence: null, messageId: null, betterLine: 'Would Saturday at 11 suit you?' },
    ]);
    expect(logger.warn).not.toHaveBeenCalled();
    const sent = JSON.stringify(server.requests[0].body);
    expect(sent).toContain('Mentions the school catchment area');
    expect(sent).toContain('Names the local primary school and its rating.');
  });

  it('when the model leaves a criterion out, then the embedded coach judges the card instead', async () => {
    const { engine, logger } = await engineWith(() => ({ content: JSON.stringify({ criteria: [] }) }));
    const out = await engine.scoreCard({ language: 'en', criteria, messages });
    expect(out.map((c) => c.status)).toEqual(['unjudged', 'met']);
    expect(logger.warn).toHaveBeenCalled();
  });
});
