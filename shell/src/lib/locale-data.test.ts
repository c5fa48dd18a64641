import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocaleData } from './locale-data';

/** A stand-in for the browser's Worker: records what it was sent, and answers (or fails) when told. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL, readonly options: WorkerOptions) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  FakeWorker.made = [];
  vi.unstubAllGlobals();
});

describe('loadLocaleData', () => {
  it('when a locale is asked for, then one worker is sent it, the load settles on its answer and the worker is ended; asking again starts no second worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    let settled = false;
    const load = loadLocaleData('ru-RU').then(() => (settled = true));
    // The worker starts in a task of its own.
    expect(FakeWorker.made).toHaveLength(0);
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    const [worker] = FakeWorker.made;
    expect(worker!.url.pathname).toMatch(/locale-data\.worker\.ts$/);
    expect(worker!.sent).toEqual(['ru-RU']);
    await Promise.resolve();
    expect(settled).toBe(false);
    worker!.onmessage?.();
    await load;
    expect(worker!.terminated).toBe(true);
    await loadLocaleData('ru-RU');
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('when the worker fails, then the load still settles (the page\'s first formatter loads the data itself)', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const load = loadLocaleData('en-GB');
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    FakeWorker.made[0]!.onerror?.();
    await expect(load).resolves.toBeUndefined();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('when the browser has no workers or refuses to start one, then the load settles at once', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(loadLocaleData('de-DE')).resolves.toBeUndefined();
    vi.stubGlobal('Worker', class { constructor() { throw new Error('blocked by policy'); } });
    await expect(loadLocaleData('fr-FR')).resolves.toBeUndefined();
  });
});
