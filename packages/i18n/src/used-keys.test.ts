/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) ? [file] : [];
  });
}

/** Every literal t('key') / t('ns:key') in the shell and the remotes, with the file's default namespace. */
function usedKeys(): { file: string; ns: string; key: string }[] {
  const apps = ['shell', ...readdirSync(repo).filter((d) => d.startsWith('mfe-') && statSync(path.join(repo, d)).isDirectory())];
  return apps.flatMap((app) =>
    sources(path.join(repo, app, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const defaultNs = /useTranslation\(\s*'([\w-]+)'/.exec(text)?.[1] ?? 'common';
      return [...text.matchAll(/\bt\(\s*'([^'$`]+)'/g)].map((match) => {
        const [ns, key] = match[1]!.includes(':') ? match[1]!.split(':') : [defaultNs, match[1]!];
        return { file: path.relative(repo, file), ns: ns!, key: key! };
      });
    }),
  );
}

describe('keys used by the apps', () => {
  it('when an app asks for a text by a literal key, then English (and so Russian) has it', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(100);
    const missing = used.filter(({ ns, key }) => {
      const node = key.split('.').reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], (resources.en as Record<string, unknown>)[ns]);
      return node === undefined || node === null;
    });
    expect(missing.map((m) => `${m.file}: ${m.ns}:${m.key}`)).toEqual([]);
  });
});
