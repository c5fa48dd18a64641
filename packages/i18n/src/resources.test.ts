import { describe, expect, it } from 'vitest';
import { resources } from './resources';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  it('when a key exists in one language, then it exists in the other', () => {
    const en = keys(resources.en).sort();
    const ru = keys(resources.ru).sort();
    expect(ru.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !ru.includes(k))).toEqual([]);
  });
  it('when a text has placeholders, then the translation keeps the same ones', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join(',');
    const lookup = (root: unknown, key: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], root);
    for (const key of keys(resources.en)) {
      expect(placeholders(String(lookup(resources.ru, key))), key).toBe(placeholders(String(lookup(resources.en, key))));
    }
  });
  it('when a text is translated, then the Russian one is not left empty', () => {
    const empty = keys(resources.ru).filter((k) => k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], resources.ru) === '');
    expect(empty).toEqual([]);
  });
});
