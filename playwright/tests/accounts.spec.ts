import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AGENT, signIn } from '../support/accounts';
import { waitForMail } from '../support/outbox';

const toast = (page: Page) => page.getByTestId('toast');

test('when a newcomer signs up, then the home opens signed in with the welcome toast and the verify banner; verifying removes it', async ({ page, baseURL }) => {
  const stamp = Date.now();
  const person = { name: 'Nina Park', username: `nina_${stamp}`, email: `nina.${stamp}@example.com`, password: 'open-house-2026' };

  await page.goto('/register');
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Spec 000 §4/§8: the token signs in at once, the page reloads, a welcome toast mentions the welcome e-mail.
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(toast(page)).toContainText('Welcome to Estate Coach!');
  await expect(toast(page)).toContainText('welcome email');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nina');
  const banner = page.getByRole('region', { name: 'Account notice' });
  await expect(banner).toContainText('Please verify your email address');
  await banner.getByRole('button', { name: 'Resend email' }).click();
  await expect(toast(page)).toContainText('Verification Email Sent');

  // A later sign-in of the still unverified account: the spec's toast, then /verify-email.
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Email Verification Required');
  await expect(page).toHaveURL(/\/verify-email$/);

  const mail = await waitForMail(baseURL!, person.email, /Verify your email/);
  expect(mail.actionUrl).toContain(`${baseURL}/verify-email?token=`);
  await page.goto(mail.actionUrl!);
  await expect(page.getByText('Email Verified!').first()).toBeVisible();
  // The link confirms the address and signs no one in (login CSRF): the person signs in next.
  await expect(page).toHaveURL(`${baseURL}/login`, { timeout: 10_000 });
  await signIn(page, { email: person.email, password: person.password, firstName: 'Nina' });
  await expect(page.getByRole('region', { name: 'Account notice' })).toHaveCount(0);

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await signIn(page, { email: person.email, password: person.password, firstName: 'Nina' });
});

test('when the e-mail already has an account, then "Registration failed" shows the server message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Username').fill(`someone_${Date.now()}`);
  await page.getByLabel('Email').fill(AGENT.email);
  await page.getByLabel('Password', { exact: true }).fill('open-house-2026');
  await page.getByLabel('Confirm Password').fill('open-house-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toContainText('Registration failed');
  await expect(toast(page)).toContainText('An account with this email already exists');
});

test('when the password is wrong, then the "Login failed" toast explains it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(AGENT.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Login failed');
  await expect(toast(page)).toContainText('Invalid email or password');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('when fields are missing or passwords differ on sign-up, then the spec toasts show and nothing is sent', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toContainText('Missing information');
  await page.getByLabel('Full Name').fill('Lee Park');
  await page.getByLabel('Username').fill('leepark');
  await page.getByLabel('Email').fill('lee@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdeg');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toContainText('Passwords do not match');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toContainText('Password must be at least 6 characters');
});

test('when a verification link is forged, then "Verification Failed" shows with the resend form', async ({ page }) => {
  await page.goto('/verify-email?token=forged-token');
  await expect(toast(page)).toContainText('Invalid or expired verification link');
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(toast(page)).toContainText('Email Required');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(toast(page)).toContainText('Verification Email Sent');
});

test('when a non-admin opens /admin, then the translated not-allowed screen shows instead of the admin module', async ({ page }) => {
  await signIn(page, AGENT);
  await page.goto('/admin');
  await expect(page.getByTestId('not-allowed')).toContainText('Not allowed');
  await expect(page.getByTestId('mfe-admin')).toHaveCount(0);
});

test('when the user renames themselves in settings, then the new name is saved and greets them', async ({ page }) => {
  await signIn(page, AGENT);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Alexandra Morgan');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page)).toContainText('Profile updated');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Alexandra');
  // Leave the shared demo account as other tests expect it.
  await page.goto('/settings');
  await page.getByLabel('Full Name').fill('Alex Morgan');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page)).toContainText('Profile updated');
});
