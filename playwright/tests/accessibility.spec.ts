import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/** Waits for a screen to settle: no skeleton, no spinner. */
async function settle(page: Page) {
  await expect(page.getByTestId('home-skeleton')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('when signed out, then the sign-in, registration and verification screens have no serious violation', async ({ page }) => {
      for (const path of ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password?token=x']) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await settle(page);
        await expectNoSeriousViolations(page, path);
      }
    });

    test('when signed in, then every shell screen and open menu has no serious violation', async ({ page }) => {
      await signIn(page, ADMIN);
      await settle(page);
      await expectNoSeriousViolations(page, 'home');

      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-panel')).toBeVisible();
      await expectNoSeriousViolations(page, 'home with notifications');
      await page.keyboard.press('Escape');

      await page.getByTestId('avatar-menu').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, 'avatar menu');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Open quick menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, 'quick menu');
      await page.keyboard.press('Escape');

      for (const path of ['/settings', '/language', '/no-such-screen']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(page);
        await expectNoSeriousViolations(page, path);
      }
    });
  });
}
