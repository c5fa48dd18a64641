/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { palette } from '@app/ui/tokens';

const read = (name: string) => readFileSync(new URL(`../../../public/${name}`, import.meta.url), 'utf8');

describe('static PWA files', () => {
  it('when the manifest is read, then it is installable: standalone, start URL with source=pwa, 192 and 512 icons, a maskable one', () => {
    const manifest = JSON.parse(read('manifest.webmanifest'));
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/?source=pwa', scope: '/', short_name: 'Estate Coach' });
    const icons = manifest.icons as { sizes: string; purpose: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('when the manifest, page and offline page name colours, then they are the dark theme tokens', () => {
    const manifest = JSON.parse(read('manifest.webmanifest'));
    expect(manifest.background_color).toBe(palette.dark.bg);
    expect(manifest.theme_color).toBe(palette.dark.bg);
    const index = read('index.html');
    expect(index).toContain(`name="theme-color" content="${palette.dark.bg}"`);
    for (const colour of [palette.dark.bg, palette.dark.text, palette.light.bg, palette.light.text]) expect(index).toContain(colour);
    const offline = read('offline.html');
    for (const theme of ['dark', 'light'] as const) {
      const { bg, surface, text, textMuted, primary, primaryText, focus } = palette[theme];
      for (const colour of [bg, surface, text, textMuted, primary, primaryText, focus]) expect(offline).toContain(colour);
    }
  });

  it('when offline, then the offline page has both languages', () => {
    const offline = read('offline.html');
    expect(offline).toContain('data-en="You are offline"');
    expect(offline).toContain('data-ru="Нет подключения к интернету"');
  });
});
