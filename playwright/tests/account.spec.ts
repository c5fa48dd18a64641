import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { waitForMail } from '../support/outbox';

const toast = (page: Page) => page.getByTestId('toast');

function newcomer(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `${tag} Vale`, username: `${tag.toLowerCase()}_${stamp}`, email: `${tag.toLowerCase()}.${stamp}@example.com`, password: 'open-house-2026' };
}

/** Signs a fresh account up through the API and leaves the browser signed in with its token, on /settings. */
async function signedUpOnSettings(page: Page, person: ReturnType<typeof newcomer>) {
  await page.goto('/login');
  const res = await page.request.post('/api/auth/register', { data: { name: person.name, username: person.username, email: person.email, password: person.password } });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
}

test('when a password is forgotten, then the mailed link sets a new one and the old one stops working', async ({ page, baseURL }) => {
  const person = newcomer('Rita');
  expect((await page.request.post('/api/auth/register', { data: person })).status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes at once; the sign-in form (with its own Email field) stays until the new screen's code arrives.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page)).toContainText('Check your email');

  const mail = await waitForMail(baseURL!, person.email, /Reset your Estate Coach password/);
  expect(mail.actionUrl).toContain(`${baseURL}/reset-password?token=`);
  await page.goto(mail.actionUrl!);
  await page.getByLabel('New password', { exact: true }).fill('fresh-start-2026');
  await page.getByLabel('Confirm new password').fill('fresh-start-2026');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page)).toContainText('Password changed');

  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Invalid email or password');
  // Opening the mailed link proved the address: the new password signs in straight away.
  await signIn(page, { email: person.email, password: 'fresh-start-2026', firstName: 'Rita' });
});

test('when the user downloads their data, then a JSON file with their profile and sessions arrives', async ({ page }) => {
  const person = newcomer('Omar');
  await signedUpOnSettings(page, person);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download My Data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^estate-coach-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.user).toMatchObject({ email: person.email, username: person.username });
  expect(Array.isArray(data.data.chatSessions)).toBe(true);
  expect(JSON.stringify(data)).not.toContain('passwordHash');
});

test('when the user deletes their account, then they are signed out and the old password no longer signs in', async ({ page }) => {
  const person = newcomer('Lena');
  await signedUpOnSettings(page, person);
  const section = page.getByRole('region', { name: 'Delete my account' });
  await section.getByRole('button', { name: 'Delete My Account' }).click();
  // The password is required: the field says so.
  await expect(section.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await section.getByLabel('Password', { exact: true }).fill(person.password);
  await section.getByRole('button', { name: 'Delete My Account' }).click();
  // The app's own confirmation: Cancel (focused first) keeps the account, the confirm button deletes it.
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings/);
  await section.getByRole('button', { name: 'Delete My Account' }).click();
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page)).toContainText('Account deleted');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Invalid email or password');
});

test('when inline errors and the verify banner show, then they are announced properly and axe finds no serious violation', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('This field is required');
  await expectNoSeriousViolations(page, 'register with errors');

  const person = newcomer('Ivy');
  await signedUpOnSettings(page, person);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Account notice' })).toBeVisible();
  await expect(page.getByTestId('home-skeleton')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'home with the verify banner');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('region', { name: 'Account notice' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ivy');
  await expect(page.getByRole('region', { name: 'Account notice' })).toHaveCount(0);
});
