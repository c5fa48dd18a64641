import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AGENT } from '../support/accounts';

// The shell's build counts what a first visit to /login and to / downloads and holds it under a
// budget (packages/config/webpack/first-visit-budget-plugin.mjs). These tests check that count
// against a browser: no script a first visit fetches is missing from it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Report = Record<string, { budgetKb: number; totalKb: number; files: Record<string, number> }>;
// APPS_DIR: where the server takes the built apps from (the API's own setting), the checkout by default.
const report = (): Report => JSON.parse(readFileSync(path.join(process.env.APPS_DIR ?? root, 'shell/dist/first-visit-report.json'), 'utf8'));

/** The scripts the page fetches until it shows `ready` and the network is quiet, by file name. */
async function scriptsOf(page: Page, url: string, ready: () => Promise<void>): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') fetched.push(new URL(req.url()).pathname.slice(1));
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  return fetched;
}

test.describe('first visit', () => {
  // A first visit: no service worker serving from its cache.
  test.use({ serviceWorkers: 'block' });

  test('when the sign-in page is opened signed out, then every script it fetches is counted by the build and within budget', async ({ page }) => {
    const fetched = await scriptsOf(page, '/login', () => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible());
    const login = report()['/login'];
    expect(fetched.filter((file) => !(file in login.files))).toEqual([]);
    expect(login.totalKb).toBeLessThanOrEqual(login.budgetKb);
  });

  test('when the home is opened signed in, then every script it fetches is counted by the build and within budget', async ({ page, request }) => {
    const { token } = (await (await request.post('/api/auth/login', { data: { email: AGENT.email, password: AGENT.password } })).json()) as { token: string };
    await page.goto('/offline.html');
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    const fetched = await scriptsOf(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toContainText(AGENT.firstName));
    const home = report()['/'];
    expect(fetched.filter((file) => !(file in home.files))).toEqual([]);
    expect(home.totalKb).toBeLessThanOrEqual(home.budgetKb);
  });

  test('when the sign-in form is used, then its rules load on demand and still speak', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
  });
});
