import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('when the name has two words, then both initials show', () => expect(initials('alex morgan')).toBe('AM'));
  it('when the name has three words, then the first two count', () => expect(initials('Anna Maria Lopez')).toBe('AM'));
  it('when the name is unknown, then JD shows', () => {
    expect(initials(undefined)).toBe('JD');
    expect(initials('  ')).toBe('JD');
  });
});
