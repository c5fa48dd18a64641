import { describe, expect, it } from 'vitest';
import { isCompatibleSdk } from './version';

describe('isCompatibleSdk', () => {
  it('when the major versions match, then the remote is compatible', () => {
    expect(isCompatibleSdk('1.4.2', '1.0.0')).toBe(true);
  });
  it('when the major versions differ or the version is missing, then it is refused', () => {
    expect(isCompatibleSdk('2.0.0', '1.0.0')).toBe(false);
    expect(isCompatibleSdk(undefined, '1.0.0')).toBe(false);
    expect(isCompatibleSdk('garbage', '1.0.0')).toBe(false);
  });
});
