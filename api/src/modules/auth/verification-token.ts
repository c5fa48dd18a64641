import { createHash, randomBytes } from 'node:crypto';

export const VERIFICATION_TTL_MS = 24 * 3_600_000;

/** Only the hash is stored: a leaked database does not hand out working verification links. */
export const hashVerificationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newVerificationToken(now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashVerificationToken(token), expiresAt: new Date(now + VERIFICATION_TTL_MS) };
}
