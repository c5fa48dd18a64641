import { describe, expect, it } from 'vitest';
import { storedEnum } from './stored-enum';

describe('storedEnum', () => {
  it('when the stored value is one of the values, then it; otherwise the fallback', () => {
    const kinds = ['chat', 'quiz', 'call'] as const;
    expect(storedEnum(kinds, 'quiz', 'chat')).toBe('quiz');
    expect(storedEnum(kinds, 'telegram', 'chat')).toBe('chat');
    expect(storedEnum(kinds, null, 'call')).toBe('call');
  });
});
