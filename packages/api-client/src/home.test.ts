import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyChallengeQuery } from './home';
import { ContractError } from './http';
import { userKey } from './users';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) => {
  const fetchMock = vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const run = (q: ReturnType<typeof dailyChallengeQuery>) => (q.queryFn as () => Promise<unknown>)();

describe('dailyChallengeQuery', () => {
  it('when read, then it asks for the local day and lives under the user key (a change to the user refreshes it)', async () => {
    const daily = { day: '2026-11-25', streak: 2, challenge: null, notified: false };
    const fetchMock = answer(daily);
    const query = dailyChallengeQuery(7, '2026-11-25');
    expect(query.queryKey.slice(0, 2)).toEqual(userKey(7));
    await expect(run(query)).resolves.toEqual(daily);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/7/daily-challenge?day=2026-11-25');
  });
  it('when the answer is not a daily challenge, then a ContractError names the call', async () => {
    answer({ day: '2026-11-25' });
    await expect(run(dailyChallengeQuery(7, '2026-11-25'))).rejects.toBeInstanceOf(ContractError);
  });
});
