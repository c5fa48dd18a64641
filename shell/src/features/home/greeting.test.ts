import { describe, expect, it } from 'vitest';
import { dayPart, firstName } from './greeting';

describe('dayPart', () => {
  it('when it is before noon, then it is morning', () => expect(dayPart(new Date(2026, 0, 1, 11, 59))).toBe('morning'));
  it('when it is 12:00 to 17:59, then it is afternoon', () => {
    expect(dayPart(new Date(2026, 0, 1, 12, 0))).toBe('afternoon');
    expect(dayPart(new Date(2026, 0, 1, 17, 59))).toBe('afternoon');
  });
  it('when it is 18:00 or later, then it is evening', () => expect(dayPart(new Date(2026, 0, 1, 18, 0))).toBe('evening'));
});

describe('firstName', () => {
  it('when the name has several words, then the first is used', () => expect(firstName(' Alex  Morgan ')).toBe('Alex'));
  it('when the name is empty, then there is none', () => expect(firstName('  ')).toBeUndefined());
});
