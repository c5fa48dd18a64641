import { describe, expect, it } from 'vitest';
import { localDay } from './local-day';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-21T12:00:00Z');

describe('relativeTime', () => {
  it('when it was about an hour ago, then it says so in English', () => {
    expect(relativeTime('2026-11-21T10:55:00Z', 'en', now)).toBe('1 hour ago');
  });
  it('when it was two hours ago, then Russian reads naturally', () => {
    expect(relativeTime('2026-11-21T10:00:00Z', 'ru', now)).toBe('2 часа назад');
  });
  it('when it just happened, then it reads "now"', () => {
    expect(relativeTime('2026-11-21T11:59:50Z', 'en', now)).toBe('now');
  });
});

describe('localDay', () => {
  it('when formatting, then the local calendar day is zero-padded', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
