import { expect, type Page } from '@playwright/test';

// The demo accounts the seed creates and `npm start` prints.
export const AGENT = { email: 'agent@demo.estate-coach.app', password: 'practice-agent-2026', firstName: 'Alex' };
export const ADMIN = { email: 'admin@demo.estate-coach.app', password: 'manage-admin-2026', firstName: 'Dana' };

/**
 * Signs in through the login screen, as a person would. The greeting may take longer than the
 * default 10 s on a loaded 2-core machine (the first visit fetches and compiles the shell and a
 * remote); the wait still ends as soon as it shows.
 */
export async function signIn(page: Page, account: { email: string; password: string; firstName: string }, baseURL?: string) {
  await page.goto(`${baseURL ?? ''}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.firstName, { timeout: 30_000 });
}
