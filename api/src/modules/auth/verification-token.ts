import { createHash, randomBytes } from 'node:crypto';

export const VERIFICATION_TTL_MS = 24 * 3_600_000;

/** Only the hash is stored: a leaked database does not hand out working verification links. */
export const hashVerificationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random link token (256 bits), its stored hash and its end; e-mail verification lasts 24 hours. */
export function newVerificationToken(now = Date.now(), ttlMs = VERIFICATION_TTL_MS) {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashVerificationToken(token), expiresAt: new Date(now + ttlMs) };
}
