/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminTexts } from './bundles/admin';
import { chatTexts } from './bundles/chat';
import { coachingTexts } from './bundles/coaching';
import { quizTexts } from './bundles/quiz';
import { shellTexts } from './bundles/shell';
import { voiceTexts } from './bundles/voice';
import type { Texts } from './create-i18n';
import { resources } from './resources';

/** The bundle each app ships (its createI18n / createRemoteApp argument). */
const SHIPPED: Record<string, Texts> = {
  shell: shellTexts,
  'mfe-chat': chatTexts,
  'mfe-voice-calls': voiceTexts,
  'mfe-coaching-progress': coachingTexts,
  'mfe-quiz': quizTexts,
  'mfe-admin': adminTexts,
};
/** Each bundle with its Russian loaded, where it comes in a chunk of its own. */
const BUNDLES: Record<string, { en: object; ru: object }> = Object.fromEntries(
  await Promise.all(Object.entries(SHIPPED).map(async ([app, { en, ru }]) => [app, { en, ru: typeof ru === 'function' ? await ru() : ru }])),
);

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) ? [file] : [];
  });
}

/** Every literal t('key') / t('ns:key') in the shell and the remotes, with the file's default namespace. */
function usedKeys(): { app: string; file: string; ns: string; key: string }[] {
  const apps = ['shell', ...readdirSync(repo).filter((d) => d.startsWith('mfe-') && statSync(path.join(repo, d)).isDirectory())];
  return apps.flatMap((app) =>
    sources(path.join(repo, app, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const defaultNs = /useTranslation\(\s*'([\w-]+)'/.exec(text)?.[1] ?? 'common';
      return [...text.matchAll(/\bt\(\s*'([^'$`]+)'/g)].map((match) => {
        const [ns, key] = match[1]!.includes(':') ? match[1]!.split(':') : [defaultNs, match[1]!];
        return { app, file: path.relative(repo, file), ns: ns!, key: key! };
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

  it("when an app uses a namespace, then that namespace is in the app's own bundle, in both languages", () => {
    const used = usedKeys();
    expect(new Set(used.map((u) => u.app))).toEqual(new Set(Object.keys(BUNDLES)));
    const outside = used.filter(({ app, ns }) => !(ns in BUNDLES[app]!.en) || !(ns in BUNDLES[app]!.ru));
    expect(outside.map((m) => `${m.file}: ${m.ns}`)).toEqual([]);
  });

  it('when a bundle is built, then it carries the very texts of the full resources', () => {
    for (const bundle of Object.values(BUNDLES)) {
      expect(Object.keys(bundle.ru)).toEqual(Object.keys(bundle.en));
      for (const lang of ['en', 'ru'] as const) {
        for (const [ns, texts] of Object.entries(bundle[lang])) expect(texts).toBe((resources[lang] as Record<string, unknown>)[ns]);
      }
    }
  });
});
