import type { Language } from '../ai-types';

// Each reply replays the whole history, so the same messages are analysed again and again.
const CACHE_SIZE = 2000;
const cache = new Map<string, unknown>();

/** Memoises a pure analysis; cached results are shared and must be treated as read-only. */
export function memoAnalysis<T>(kind: string, text: string, language: Language, compute: () => T): T {
  const key = `${kind}\u0000${language}\u0000${text}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit as T;
  const value = compute();
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
  return value;
}

/** For benchmarks and tests that must measure uncached analysis. */
export function clearSignalCache(): void {
  cache.clear();
}
