import { describe, expect, it } from 'vitest';
import { registerRequestSchema, updateProfileRequestSchema } from './auth';
import { toSingleLine, unsafeTextProblem } from './safe-text';

const single = { multiline: false };

describe('unsafeTextProblem', () => {
  it('when a name is ordinary text in any script, then it passes', () => {
    for (const name of ['Nina Park', 'Анна Смирнова', "O'Brien-Smith", 'José 李 🏠']) expect(unsafeTextProblem(name, single)).toBeUndefined();
  });
  it('when text holds NUL, other control characters, bidi overrides or lone surrogates, then it is unsafe', () => {
    for (const text of ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u0085b', 'evil\u202Egpj.exe', 'a\u2066b', 'a\uD800b', 'a\uDC00', '\uD83D']) {
      expect(unsafeTextProblem(text, { multiline: true }), JSON.stringify(text)).toBe('validation.unsafeCharacters');
    }
  });
  it('when a name has a line break, then it must be one line; a message may have one', () => {
    expect(unsafeTextProblem('Nina\r\nBcc: x@evil.example', single)).toBe('validation.singleLine');
    expect(unsafeTextProblem('Hello,\nthanks', { multiline: true })).toBeUndefined();
  });
  it('when the sign-up and profile schemas get such a name, then they refuse it with the key', () => {
    const body = { name: 'Nina\nBcc: x@evil.example', username: 'nina', email: 'nina@example.com', password: 'open-house-2026' };
    const reg = registerRequestSchema.safeParse(body);
    expect(reg.success || reg.error.issues[0]!.message).toBe('validation.singleLine');
    const prof = updateProfileRequestSchema.safeParse({ name: 'Nina\u202E', username: 'nina' });
    expect(prof.success || prof.error.issues[0]!.message).toBe('validation.unsafeCharacters');
  });
});

describe('toSingleLine', () => {
  it('when a stored name has line breaks or controls, then it becomes one plain line', () => {
    expect(toSingleLine('Nina\r\nBcc: x@evil.example\u202E')).toBe('Nina Bcc: x@evil.example');
  });
});
