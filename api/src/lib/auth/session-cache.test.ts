import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const later = new Date(Date.now() + 60_000);
const now = new Date();

describe('session cache', () => {
  it('when a session was stored, then it is served until it expires', () => {
    const cache = createSessionCache();
    cache.set('s1', { userId: 1, role: 'user', emailVerified: true, expiresAt: later }, cache.generation());
    expect(cache.get('s1', now)?.userId).toBe(1);
    expect(cache.get('s1', new Date(later.getTime() + 1))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('when an invalidation happened while the database was read, then the stale lookup is not stored', () => {
    const cache = createSessionCache();
    const readAt = cache.generation();
    cache.dropSession('s1'); // a logout committed while the lookup was in flight
    cache.set('s1', { userId: 1, role: 'user', emailVerified: true, expiresAt: later }, readAt);
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('when a user is dropped, then all of that user’s sessions go and others stay', () => {
    const cache = createSessionCache();
    for (const [id, userId] of [['a', 1], ['b', 1], ['c', 2]] as const) cache.set(id, { userId, role: 'user', emailVerified: true, expiresAt: later }, cache.generation());
    cache.dropUser(1);
    expect([cache.get('a', now), cache.get('b', now), cache.get('c', now)?.userId]).toEqual([undefined, undefined, 2]);
  });

  it('when the bound is reached, then the cache starts over instead of growing', () => {
    const cache = createSessionCache(2);
    for (const id of ['a', 'b', 'c']) cache.set(id, { userId: 1, role: 'user', emailVerified: true, expiresAt: later }, cache.generation());
    expect(cache.size).toBe(1);
    expect(cache.get('c', now)).toBeDefined();
  });
});
