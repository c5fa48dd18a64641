import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAccount, getPushPublicKey, verifyEmail } from './account';
import { ContractError } from './http';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: string, status = 200) => {
  const fetchMock = vi.fn(async (..._args: unknown[]) => new Response(body || null, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('account fetchers', () => {
  it('when an e-mail is verified, then the token travels encoded in the query', async () => {
    const fetchMock = answer('{"message":"Verified"}');
    await expect(verifyEmail('a+b/c')).resolves.toEqual({ message: 'Verified' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/verify-email?token=a%2Bb%2Fc');
  });
  it('when the push key answer has no key, then a ContractError names the call', async () => {
    answer('{"key":"x"}');
    await expect(getPushPublicKey()).rejects.toBeInstanceOf(ContractError);
  });
  it('when the account is deleted, then the password goes in a DELETE body and the 204 resolves', async () => {
    const fetchMock = answer('', 204);
    await expect(deleteAccount({ password: 'secret' })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect([fetchMock.mock.calls[0]?.[0], init.method, init.body]).toEqual(['/api/auth/account', 'DELETE', '{"password":"secret"}']);
  });
});
