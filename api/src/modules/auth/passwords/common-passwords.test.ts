import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('when the list is loaded, then it holds 1,000 distinct entries', () => {
    expect(commonPasswords().size).toBe(1000);
  });
  it('when a well-known password is checked, then it is common in any letter case', () => {
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou', 'PassWord1', 'letmein', 'Dragon']) expect(isCommonPassword(p), p).toBe(true);
  });
  it('when a personal passphrase is checked, then it is not common', () => {
    expect(isCommonPassword('open-house-2026')).toBe(false);
  });
});
