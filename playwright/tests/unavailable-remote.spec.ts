import { expect, test } from '../support/test';
import { BROKEN_URL } from '../support/servers';
import { ADMIN, AGENT, signIn } from '../support/accounts';

// This server's manifest points mfe_quiz at a dead URL, mfe_chat at the main server (another
// origin, as from a separate static host) and mfe_admin at an incompatible contract version.
test.use({ baseURL: BROKEN_URL });

test('when a remote cannot be loaded, then its route shows the unavailable card and the rest works', async ({ page }) => {
  await signIn(page, AGENT);
  await page.goto('/quiz');
  await expect(page.getByTestId('module-unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(AGENT.firstName);
  await page.getByRole('navigation').getByRole('link', { name: 'Chat' }).click();
  await expect(page.getByTestId('mfe-chat')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Coach' }).click();
  await expect(page.getByTestId('mfe-coach')).toBeVisible();
});

test('when retry is pressed on a dead remote, then the entry is requested again', async ({ page }) => {
  await signIn(page, AGENT);
  await page.goto('/quiz');
  await expect(page.getByTestId('module-unavailable')).toBeVisible();
  const again = page.waitForRequest((req) => req.url().startsWith('http://127.0.0.1:9/'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await again;
  await expect(page.getByTestId('module-unavailable')).toBeVisible();
});

test('when a remote was built for another contract version, then the shell refuses it with the card', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByTestId('module-unavailable')).toContainText('another version');
  await expect(page.getByTestId('mfe-admin')).toHaveCount(0);
});

test('when the language is Russian, then the unavailable card is translated', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
  await page.getByLabel('Email').fill(AGENT.email);
  await page.getByLabel('Пароль', { exact: true }).fill(AGENT.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(AGENT.firstName);
  await page.goto('/quiz');
  await expect(page.getByTestId('module-unavailable')).toContainText('недоступен');
});
