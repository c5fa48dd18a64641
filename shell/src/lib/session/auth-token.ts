import { AUTH_TOKEN_KEY, readToken } from '@app/api-client/http';

export { readToken };

/** Spec 000 §3: the bearer token lives in localStorage under "authToken". */
export function storeToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
}

/** The issue and expiry times a JWT carries (read, not verified: the server verifies). */
export function tokenLifetime(token: string): { issuedAt: number; expiresAt: number } | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    return { issuedAt: iat * 1000, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
}

/** Renew once half of the token's life has passed, so an active user is never signed out mid-task. */
export function needsRenewal(token: string, now = Date.now()): boolean {
  const life = tokenLifetime(token);
  if (!life || life.expiresAt <= now) return false;
  return now - life.issuedAt >= (life.expiresAt - life.issuedAt) / 2;
}
