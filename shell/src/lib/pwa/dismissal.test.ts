import { describe, expect, it } from 'vitest';
import { DISMISSED_KEY, DISMISSED_TIME_KEY, dismissInstallPrompt, isInstallPromptDismissed } from './dismissal';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const HOUR = 60 * 60 * 1000;

describe('install prompt dismissal', () => {
  it('when never dismissed, then the prompt may show', () => {
    expect(isInstallPromptDismissed(0, memoryStorage())).toBe(false);
  });
  it('when dismissed 23 hours ago, then it stays hidden', () => {
    const storage = memoryStorage();
    dismissInstallPrompt(1_000_000, storage);
    expect(storage.map.get(DISMISSED_KEY)).toBe('true');
    expect(storage.map.get(DISMISSED_TIME_KEY)).toBe('1000000');
    expect(isInstallPromptDismissed(1_000_000 + 23 * HOUR, storage)).toBe(true);
  });
  it('when 24 hours have passed, then the stored dismissal is cleared', () => {
    const storage = memoryStorage();
    dismissInstallPrompt(0, storage);
    expect(isInstallPromptDismissed(24 * HOUR, storage)).toBe(false);
    expect(storage.map.size).toBe(0);
  });
  it('when the stored time is garbage, then the dismissal is dropped', () => {
    const storage = memoryStorage();
    storage.setItem(DISMISSED_KEY, 'true');
    storage.setItem(DISMISSED_TIME_KEY, 'yesterday');
    expect(isInstallPromptDismissed(5, storage)).toBe(false);
  });
});
