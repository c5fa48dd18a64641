import { expect, test } from '../support/test';
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

// Markers that survive minification, one per shared library: a remote chunk holding one of them
// would mean the browser downloaded a second copy of that library.
const LIBRARY_MARKERS: Record<string, string> = {
  'react / react-dom': '__CLIENT_INTERNALS_DO_NOT_USE',
  'styled-components': 'data-styled',
  '@tanstack/react-query': 'No QueryClient set',
  'react-router-dom': 'useNavigate() may be used only',
  'react-i18next': 'react-i18next::',
  // zod comes through @app/contracts/zod, shared like the libraries above.
  zod: '$ZodObject',
};

test('when every module has been opened, then each shared library exists once at runtime', async ({ page }) => {
  const errors: string[] = [];
  const remoteScripts: { url: string; body: Promise<string> }[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('response', (res) => {
    if (res.url().includes('/mfe/') && res.url().endsWith('.js')) remoteScripts.push({ url: res.url(), body: res.text() });
  });
  await signIn(page, AGENT);
  for (const path of ['/chat', '/voice', '/coach', '/quiz']) {
    await page.goto(path);
    await expect(page.locator('[data-testid^="mfe-"]')).toBeVisible();
  }
  const versions = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, byVersion] of Object.entries(scopes.default ?? {})) {
        result[pkg] = Object.entries(byVersion).filter(([, info]) => info.loaded).map(([v]) => v);
      }
    }
    return result;
  });
  for (const pkg of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'styled-components', 'i18next', 'react-i18next', '@app/ui/components', '@app/contracts/zod']) {
    expect(versions[pkg], `${pkg} loaded versions`).toHaveLength(1);
  }
  expect(remoteScripts.length).toBeGreaterThan(3);
  for (const script of remoteScripts) {
    const body = await script.body;
    for (const [lib, marker] of Object.entries(LIBRARY_MARKERS)) {
      expect(body.includes(marker), `${script.url} carries its own ${lib}`).toBe(false);
    }
  }
  expect(errors.filter((e) => /Invalid hook call|multiple instances|several instances/i.test(e))).toEqual([]);
});

test("when the shell's page is served, then its shared libraries come as deferred scripts of their own", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script defer="defer" src="([^"]+)">/g)].map((m) => m[1]!);
  for (const name of ['shared-react-dom', 'shared-router', 'shared-query', 'shared-styled', 'shared-i18next', 'shared-ui']) {
    expect(scripts.some((src) => new RegExp(`^/${name}\\.[0-9a-f]{8}\\.js$`).test(src)), name).toBe(true);
  }
  expect(scripts.at(-1)).toBe('/main.js');
  // The slim router is the shared react-router-dom: a fraction of the library.
  const router = scripts.find((src) => src.startsWith('/shared-router.'))!;
  expect((await (await request.get(router)).body()).length).toBeLessThan(80_000);
});
