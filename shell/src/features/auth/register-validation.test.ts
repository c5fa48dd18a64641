import { describe, expect, it } from 'vitest';
import { validateRegistration, type RegisterValues } from './register-validation';

const valid: RegisterValues = { name: 'Nina Park', username: 'Nina', email: ' nina@example.com ', password: 'open-house', confirmPassword: 'open-house' };

describe('validateRegistration', () => {
  it('when any of the five fields is empty, then "Missing information"', () => {
    for (const field of ['name', 'username', 'email', 'password', 'confirmPassword'] as const) {
      const result = validateRegistration({ ...valid, [field]: field.includes('assword') ? '' : '   ' });
      expect(result).toEqual({ ok: false, problem: { title: 'auth:missingInfoTitle', description: 'auth:missingInfoBody' } });
    }
  });
  it('when the passwords differ, then "Password mismatch" before the length check', () => {
    const result = validateRegistration({ ...valid, password: 'abc', confirmPassword: 'abd' });
    expect(result.ok || result.problem.title).toBe('auth:register.passwordMismatchTitle');
  });
  it('when the password is shorter than 6, then "Password too short"', () => {
    const result = validateRegistration({ ...valid, password: '12345', confirmPassword: '12345' });
    expect(result.ok || result.problem).toEqual({ title: 'auth:register.passwordShortTitle', description: 'auth:register.passwordShortBody' });
  });
  it('when the shared schema refuses a field, then its translated key is the description', () => {
    const result = validateRegistration({ ...valid, username: 'has space' });
    expect(result.ok || result.problem).toEqual({ title: 'auth:register.failedTitle', description: 'common:validation.usernameChars' });
  });
  it('when everything is valid, then the body is normalised as the server stores it, without the confirmation', () => {
    expect(validateRegistration(valid)).toEqual({ ok: true, body: { name: 'Nina Park', username: 'nina', email: 'nina@example.com', password: 'open-house' } });
  });
});
