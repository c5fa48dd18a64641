import { MIN_PASSWORD_LENGTH, registerRequestSchema, type RegisterRequest } from '@app/contracts/auth';

export interface RegisterValues extends RegisterRequest {
  confirmPassword: string;
}

/** A toast as i18n keys: the title, and the description (a key in auth or common). */
export interface Problem {
  title: string;
  description: string;
}

/**
 * Spec 000 §5 in its order (all five fields, matching passwords, length), then the shared schema
 * the server applies too, so the person hears about a bad username before a round trip.
 */
export function validateRegistration(values: RegisterValues): { ok: true; body: RegisterRequest } | { ok: false; problem: Problem } {
  const { confirmPassword, ...body } = values;
  if (!body.name.trim() || !body.username.trim() || !body.email.trim() || !body.password || !confirmPassword) {
    return { ok: false, problem: { title: 'auth:missingInfoTitle', description: 'auth:missingInfoBody' } };
  }
  if (body.password !== confirmPassword) {
    return { ok: false, problem: { title: 'auth:register.passwordMismatchTitle', description: 'auth:register.passwordMismatchBody' } };
  }
  if (body.password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, problem: { title: 'auth:register.passwordShortTitle', description: 'auth:register.passwordShortBody' } };
  }
  const parsed = registerRequestSchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, problem: { title: 'auth:register.failedTitle', description: `common:${parsed.error.issues[0].message}` } };
  }
  return { ok: true, body: parsed.data };
}
