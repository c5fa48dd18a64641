import { describe, expect, it } from 'vitest';
import { hashString, seededIndex, seededOrder } from './seeded';

describe('seeded choice', () => {
  it('when the seed is the same, then the order is the same', () => {
    expect(seededOrder([1, 2, 3, 4, 5], 'a')).toEqual(seededOrder([1, 2, 3, 4, 5], 'a'));
  });

  it('when seeds differ, then orders usually differ and stay permutations', () => {
    const orders = ['a', 'b', 'c', 'd'].map((s) => seededOrder([1, 2, 3, 4, 5], s).join());
    expect(new Set(orders).size).toBeGreaterThan(1);
    for (const o of orders) expect(o.split(',').sort().join()).toBe('1,2,3,4,5');
  });

  it('when hashing, then the value is a stable unsigned 32-bit integer', () => {
    expect(hashString('property-inquiry')).toBe(hashString('property-inquiry'));
    expect(seededIndex('x', 3)).toBeGreaterThanOrEqual(0);
    expect(seededIndex('x', 3)).toBeLessThan(3);
  });
});
