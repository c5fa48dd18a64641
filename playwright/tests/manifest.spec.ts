import { expect, test } from '@playwright/test';
import { AGENT, signIn } from '../support/accounts';

test('when the shell loads a remote, then it fetches the entry the API manifest names', async ({ page }) => {
  await signIn(page, AGENT);
  const manifest = await page.evaluate(async () => {
    const res = await fetch('/mfe-manifest.json', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` } });
    return (await res.json()) as { remotes: { name: string; entry: string }[] };
  });
  const chat = manifest.remotes.find((r) => r.name === 'mfe_chat')!;
  expect(manifest.remotes.map((r) => r.name)).not.toContain('mfe_admin');
  const entryRequest = page.waitForRequest((req) => req.url().endsWith('/remoteEntry.js'));
  await page.goto('/chat');
  expect((await entryRequest).url()).toBe(new URL(chat.entry, page.url()).href);
  await expect(page.getByTestId('mfe-chat')).toBeVisible();
});

test('when every module has been opened, then each shared library exists once at runtime', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await signIn(page, AGENT);
  for (const path of ['/chat', '/voice', '/coach', '/quiz']) {
    await page.goto(path);
    await expect(page.locator('[data-testid^="mfe-"]')).toBeVisible();
  }
  const loaded = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          const copies = (result[pkg] ??= []);
          if (info.loaded && !copies.includes(version)) copies.push(version);
        }
      }
    }
    return result;
  });
  for (const pkg of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'styled-components', 'i18next', '@app/ui/components']) {
    expect(loaded[pkg], `${pkg} loaded copies`).toHaveLength(1);
  }
  expect(errors.filter((e) => /Invalid hook call|multiple instances|several instances/i.test(e))).toEqual([]);
});
