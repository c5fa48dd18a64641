import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, rowIdSchema } from './row-id';

describe('rowIdSchema', () => {
  it('when an id is a positive 32-bit integer as a number or digits, then it is read as a number', () => {
    expect(rowIdSchema.parse(7)).toBe(7);
    expect(rowIdSchema.parse('42')).toBe(42);
    expect(rowIdSchema.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });
  it('when an id is out of range, fractional, signed, padded or not a number, then it is refused', () => {
    for (const bad of [0, -1, 1.5, MAX_ROW_ID + 1, 2 ** 53, '2147483648', '01', ' 1', '1e3', '0x10', 'abc', '', null, true, [], {}, Number.NaN, Infinity]) {
      expect(rowIdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
