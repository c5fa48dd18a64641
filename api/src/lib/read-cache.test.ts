import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

const deps = (userId: number, ...models: string[]) => ({ userId, models });

describe('read cache', () => {
  it('when a value was read once, then the next read is answered without loading', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', deps(1, 'user'), load)).toBe(1);
    expect(await cache.read('k', deps(1, 'user'), load)).toBe(1);
    expect(loads).toBe(1);
  });

  it("when a table is written for one user, then only that user's reads over that table are dropped", async () => {
    const cache = createReadCache();
    let n = 0;
    const load = async () => ++n;
    await cache.read('a-user', deps(1, 'user'), load);
    await cache.read('a-sessions', deps(1, 'chatSession'), load);
    await cache.read('b-user', deps(2, 'user'), load);
    cache.written('user', 1);
    expect(await cache.read('a-user', deps(1, 'user'), load)).toBe(4);
    expect(await cache.read('a-sessions', deps(1, 'chatSession'), load)).toBe(2);
    expect(await cache.read('b-user', deps(2, 'user'), load)).toBe(3);
  });

  it("when a table is written and the user is not known, then every user's reads over it are dropped", async () => {
    const cache = createReadCache();
    let n = 0;
    const load = async () => ++n;
    await cache.read('a', deps(1, 'chatSession', 'chatMessage'), load);
    await cache.read('b', deps(2, 'chatSession', 'chatMessage'), load);
    cache.written('chatMessage', undefined);
    expect(await cache.read('a', deps(1, 'chatSession', 'chatMessage'), load)).toBe(3);
    expect(await cache.read('b', deps(2, 'chatSession', 'chatMessage'), load)).toBe(4);
  });

  it('when a write lands while a read is loading, then what the read saw is not kept', async () => {
    const cache = createReadCache();
    let value = 'old';
    const racing = cache.read('k', deps(1, 'user'), async () => {
      const seen = value;
      value = 'new';
      cache.written('user', 1);
      return seen;
    });
    expect(await racing).toBe('old');
    expect(await cache.read('k', deps(1, 'user'), async () => value)).toBe('new');
  });

  it('when a user is dropped while any read of theirs is loading, then it is not kept', async () => {
    const cache = createReadCache();
    await cache.read('k', deps(1, 'user'), async () => {
      cache.dropUser(1);
      return 'stale';
    });
    expect(await cache.read('k', deps(1, 'user'), async () => 'fresh')).toBe('fresh');
  });

  it('when a writer stores what it wrote, then reads get it until the next write drops it; a dropped key loads again', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => `loaded ${++loads}`;
    cache.store('conv', deps(1, 'chatMessage'), 'written');
    expect(await cache.read('conv', deps(1, 'chatMessage'), load)).toBe('written');
    cache.written('chatMessage', 1);
    expect(await cache.read('conv', deps(1, 'chatMessage'), load)).toBe('loaded 1');
    cache.drop('conv');
    expect(await cache.read('conv', deps(1, 'chatMessage'), load)).toBe('loaded 2');
    expect(cache.size).toBe(1);
  });

  it('when the time to live has passed, then the value is loaded again', async () => {
    let t = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => t });
    await cache.read('k', deps(1, 'user'), async () => 'first');
    t = 999;
    expect(await cache.read('k', deps(1, 'user'), async () => 'second')).toBe('first');
    t = 1000;
    expect(await cache.read('k', deps(1, 'user'), async () => 'third')).toBe('third');
  });

  it('when the bound is reached, then it starts over instead of growing', async () => {
    const cache = createReadCache({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await cache.read(`k${i}`, deps(i, 'user'), async () => i);
    expect(cache.size).toBeLessThanOrEqual(3);
  });
});

describe('shared reads', () => {
  it("when a table is written for any user, then reads shared by everyone over it are dropped too", async () => {
    const cache = createReadCache();
    let n = 0;
    const load = async () => ++n;
    await cache.read('exemplars', { models: ['trainingRecording'] }, load);
    cache.written('user', 4);
    expect(await cache.read('exemplars', { models: ['trainingRecording'] }, load)).toBe(1);
    cache.written('trainingRecording', 4);
    expect(await cache.read('exemplars', { models: ['trainingRecording'] }, load)).toBe(2);
  });
});
