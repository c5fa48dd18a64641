import { describe, expect, it } from 'vitest';
import { needsRenewal, tokenLifetime } from './auth-token';

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
const HOUR = 3_600_000;
const t0 = Date.UTC(2026, 10, 21, 9);
const token = jwt({ sub: '1', sid: 'abc', iat: t0 / 1000, exp: (t0 + 168 * HOUR) / 1000 });

describe('token lifetime', () => {
  it('when the token is a JWT, then its issue and expiry times are read', () => {
    expect(tokenLifetime(token)).toEqual({ issuedAt: t0, expiresAt: t0 + 168 * HOUR });
  });
  it('when the token is not a JWT, then nothing is read and nothing is renewed', () => {
    expect(tokenLifetime('not-a-token')).toBeNull();
    expect(needsRenewal('not-a-token', t0)).toBe(false);
  });
  it('when less than half the life has passed, then no renewal; after half, renewal; once expired, none', () => {
    expect(needsRenewal(token, t0 + 10 * HOUR)).toBe(false);
    expect(needsRenewal(token, t0 + 90 * HOUR)).toBe(true);
    expect(needsRenewal(token, t0 + 169 * HOUR)).toBe(false);
  });
});
