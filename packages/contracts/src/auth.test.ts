import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth';

const valid = { name: 'Ann Lee', username: 'ann_lee', email: 'ann@example.com', password: 'secret1' };

describe('registerRequestSchema', () => {
  it('when every field is valid, then it parses', () => {
    expect(registerRequestSchema.safeParse(valid).success).toBe(true);
  });
  it('when the password has fewer than 6 characters, then it names the passwordShort key', () => {
    const r = registerRequestSchema.safeParse({ ...valid, password: '12345' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('validation.passwordShort');
  });
  it('when the email is malformed, then it names the email key', () => {
    const r = registerRequestSchema.safeParse({ ...valid, email: 'nope' });
    expect(r.error?.issues[0]?.message).toBe('validation.email');
  });
});
