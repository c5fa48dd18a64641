import { expect, type Page } from '@playwright/test';
import { waitForMail } from './outbox';

/** Today's UTC date shifted by whole days, as YYYY-MM-DD. */
export function utcDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Waits until the offline-support worker controls the page, then reloads once so its caches fill. */
export async function warmServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return !!navigator.serviceWorker.controller;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('home-skeleton')).toHaveCount(0);
}

/** The install banner stays dismissed on this page: it would cover the lower cards; its own journeys test it. */
export async function dismissInstallBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('pwa-banner-dismissed', 'true');
    localStorage.setItem('pwa-banner-dismissed-time', String(Date.now()));
  });
}

export async function authToken(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('authToken')))!;
}

/**
 * A brand-new verified agent, signed in on the page: journeys that count notifications or expect an
 * empty history must not depend on what other journeys did with the demo accounts.
 */
export async function signInFreshAgent(page: Page, baseURL: string): Promise<{ email: string; firstName: string }> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { name: 'Riley Fresh', username: `riley_${id}`, email: `riley.${id}@example.test`, password: 'fresh-agent-2026' };
  expect((await page.request.post('/api/auth/register', { data: account })).ok()).toBe(true);
  const mail = await waitForMail(baseURL, account.email, /verify/i, 30_000);
  const token = new URL(mail.actionUrl!).searchParams.get('token')!;
  expect((await page.request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).ok()).toBe(true);
  // Verification only confirms the address; the session comes from signing in.
  // Registration left a session cookie, and cookie-carrying writes must name their origin (CSRF check).
  const signedIn = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password }, headers: { Origin: new URL(baseURL).origin } });
  const { token: authToken } = (await signedIn.json()) as { token?: string };
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('authToken', t!), authToken);
  await page.goto('/');
  // As signIn: the first screen may take longer than the default wait on a loaded machine.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Riley', { timeout: 30_000 });
  return { email: account.email, firstName: 'Riley' };
}
