import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractError } from './http';
import { adminScenariosQuery, knowledgeWriteInvalidates, saveCoachingPhrase } from './knowledge-base';

afterEach(() => vi.unstubAllGlobals());

describe('knowledge base', () => {
  it('when the scenario list is not a list, then a ContractError names GET /api/scenarios', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ scenarios: [] }), { status: 200 })));
    const { queryFn } = adminScenariosQuery();
    const failure = Promise.resolve(queryFn?.({} as never));
    await expect(failure).rejects.toBeInstanceOf(ContractError);
    await expect(failure).rejects.toThrow('GET /api/scenarios');
  });
  it('when a phrase has an id, then it is saved with PUT; without one, created with POST', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const input = { category: 'opening', phrase: 'Hello' } as never;
    await expect(saveCoachingPhrase({ id: 4, input })).rejects.toBeInstanceOf(ContractError);
    await expect(saveCoachingPhrase({ id: null, input })).rejects.toBeInstanceOf(ContractError);
    expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(['PUT /api/coaching-phrases/4', 'POST /api/coaching-phrases']);
  });
  it('when a scenario or phrase changes, then the agents’ challenge lists and phrase banks are refetched too', () => {
    expect(knowledgeWriteInvalidates).toEqual([['admin', 'scenarios'], ['admin', 'phrases'], ['admin', 'kb-analytics'], ['challenges'], ['coaching-phrases']]);
  });
});
