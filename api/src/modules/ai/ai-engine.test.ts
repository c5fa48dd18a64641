import { describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { parseAiConfig } from './ai-config';
import { createAiEngine } from './ai-engine';
import { AiInputError } from './ai-errors';

const scenario = { id: 'price-negotiation', title: 'Price Negotiation', clientName: 'Oleg', clientType: 'Investor' };

describe('createAiEngine', () => {
  it('when no provider is configured, then the embedded provider answers', async () => {
    const engine = createAiEngine(parseAiConfig({}));
    expect(engine.provider).toBe('embedded');
    const opening = await engine.openingLine({ scenario, personality: 'D', difficulty: 'easy' });
    expect(opening.text).toMatch(/key benefits/i);
  });

  it('when openai is selected without a key or base URL, then it warns and stays embedded', () => {
    const logger = { warn: vi.fn() };
    const engine = createAiEngine(parseAiConfig({ AI_PROVIDER: 'openai' }), logger);
    expect(engine.provider).toBe('embedded');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('when env values are strings or empty, then the config coerces and ignores them', () => {
    const config = parseAiConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: '', OPENAI_TIMEOUT_MS: '500', OPENAI_MAX_RETRIES: '0' });
    expect(config).toMatchObject({ OPENAI_BASE_URL: undefined, OPENAI_TIMEOUT_MS: 500, OPENAI_MAX_RETRIES: 0, OPENAI_MODEL: 'gpt-4o-mini' });
  });

  it('when an input is invalid, then the engine rejects it before any provider runs', async () => {
    const engine = createAiEngine(parseAiConfig({}));
    await expect(engine.clientReply({ scenario: { id: '' }, personality: 'X', difficulty: 'easy' } as never)).rejects.toBeInstanceOf(ZodError);
  });

  it('when the history went through JSON storage, then the client answers exactly as before', async () => {
    const engine = createAiEngine(parseAiConfig({}));
    const history = [
      { isAgent: false, content: 'I need the specifications.' },
      { isAgent: true, content: 'It is 92 square metres with three bedrooms. What matters most to you?' },
    ];
    const direct = await engine.clientReply({ scenario, personality: 'C', difficulty: 'hard', language: 'ru', history });
    const stored = await engine.clientReply(JSON.parse(JSON.stringify({ scenario, personality: 'C', difficulty: 'hard', language: 'ru', history })));
    expect(stored).toEqual(direct);
    expect(direct.text).toMatch(/[а-я]/);
  });

  it('when DISC is requested with fewer than 3 sessions, then a typed input error is thrown', async () => {
    const engine = createAiEngine(parseAiConfig({}));
    await expect(engine.inferDisc({ sessions: [] })).rejects.toBeInstanceOf(AiInputError);
  });
});
