import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { signInFreshAgent } from '../support/shell';

// Issue 26, the journey items a unit test cannot show: what sits where on a real screen.
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('pwa-banner-dismissed', 'true');
    localStorage.setItem('pwa-banner-dismissed-time', String(Date.now()));
    localStorage.setItem('pwa-mode-card-seen', 'true');
  });
});

/** The quick-menu button sits inside the bottom navigation, and the action is neither under it nor hidden: a tap at its centre reaches it. */
async function expectClearOfQuickMenu(page: Page, action: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await action.scrollIntoViewIfNeeded();
  const fab = (await page.getByTestId('quick-menu-button').boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: /Main navigation|Основная навигация/ }).boundingBox())!;
  expect(fab.y).toBeGreaterThanOrEqual(nav.y);
  expect(fab.y + fab.height).toBeLessThanOrEqual(nav.y + nav.height + 0.5);
  expect(overlaps((await action.boundingBox())!, fab)).toBe(false);
  const reached = await action.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!top && (top === el || el.contains(top));
  });
  expect(reached).toBe(true);
}

async function expectTouchTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.height, await target.innerText().catch(() => 'target')).toBeGreaterThanOrEqual(44);
  expect(box.width, await target.innerText().catch(() => 'target')).toBeGreaterThanOrEqual(44);
}

async function completeDiscAssessment(page: Page) {
  await page.goto('/disc-assessment');
  for (let i = 0; i < 24; i += 1) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: i === 23 ? 'Complete Assessment' : 'Next' }).click();
  }
  await expect(page.getByTestId('disc-results')).toBeVisible();
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    test.setTimeout(120_000);

    test('when an agent works through DISC, insights and chat, then no primary action sits under the quick-menu button', async ({ page, baseURL }) => {
      await signInFreshAgent(page, baseURL!);
      await page.goto('/disc-assessment');
      await page.getByRole('radio').first().check();
      await expectTouchTarget(page.getByRole('slider'));
      await expectClearOfQuickMenu(page, page.getByRole('button', { name: 'Next' }));

      await page.goto('/call-insights');
      await expectClearOfQuickMenu(page, page.getByRole('button', { name: /Focus on Weak Areas/ }));

      await page.goto('/chat');
      await page.getByRole('button', { name: /Price Negotiation/ }).first().click();
      await page.getByRole('button', { name: /Intermediate/ }).click();
      await page.getByRole('button', { name: /Thoughtful & Steady/ }).click();
      await expect(page.getByTestId('client-message').first()).toBeVisible();
      await page.getByPlaceholder('Type your response...').fill('Thank you for considering this home! Could you tell me what matters most to you, so I can walk you through the process step by step?');
      await expectClearOfQuickMenu(page, page.getByRole('button', { name: 'Send', exact: true }));
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const save = page.getByTestId('feedback-card').first().getByRole('button', { name: /Save to My phrases/ }).first();
      await expect(save).toBeVisible({ timeout: 30_000 });
      await expectTouchTarget(save);
    });

    test('when an admin opens the question bank and the users, then the table fits and row actions are clear of the quick-menu button', async ({ page }) => {
      await signIn(page, ADMIN);
      await page.goto('/admin');
      const row = page.getByTestId('question-row').last();
      await expectClearOfQuickMenu(page, row.getByRole('button').last());
      await page.goto('/admin/users');
      await expect(page.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/');
      const lastUser = page.getByTestId('user-row').last();
      await expect(lastUser).toBeVisible();
      if (viewport.width >= 1024) {
        const table = page.getByRole('region', { name: 'Users' });
        expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect((await page.getByTestId('mfe-admin').boundingBox())!.width).toBeGreaterThan(900);
      }
      await expectClearOfQuickMenu(page, lastUser.getByRole('button').last());
    });

    test('when Analyze My Answer returns, then the result is scrolled into view above the navigation', async ({ page }) => {
      await signIn(page, ADMIN);
      await page.goto('/voice');
      await page.getByRole('button', { name: /Price Objection/ }).click();
      await page.getByLabel('Transcript').fill('I understand the price matters to you. Similar homes on this street sold for the same last month. Shall we look at the comparables on Thursday at six?');
      await page.getByRole('button', { name: 'Analyze My Answer' }).click();
      const result = page.getByTestId('voice-analysis');
      await expect(result).toBeVisible();
      const navTop = (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())!.y;
      await expect.poll(async () => (await result.boundingBox())!.y).toBeGreaterThanOrEqual(0);
      await expect.poll(async () => (await result.boundingBox())!.y).toBeLessThan(navTop - 100);
    });

    test('when a phone-call training is live, then the client\'s lines and the answer box are on screen above the navigation', async ({ page }) => {
      await signIn(page, ADMIN);
      await page.goto('/voice-call');
      await page.getByLabel('Your phone number').fill('+1 (555) 010-2030');
      await page.getByRole('button', { name: 'Start Training Call' }).click();
      const line = page.getByTestId('live-transcript').locator('[data-speaker="client"]').first();
      await expect(line).toBeVisible();
      const navTop = (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())!.y;
      await expect(line).toBeInViewport();
      const answer = (await page.getByLabel('Your answer').boundingBox())!;
      expect(answer.y).toBeGreaterThanOrEqual(0);
      expect(answer.y + answer.height).toBeLessThanOrEqual(navTop);
      const send = (await page.getByRole('button', { name: 'Send', exact: true }).boundingBox())!;
      expect(send.y + send.height).toBeLessThanOrEqual(navTop);
      await page.getByRole('button', { name: /End Call/ }).click();
    });
  });
}

for (const [lang, texts] of [
  ['en', { forgot: 'Forgot password?', create: 'Sign up', back: 'Back to Login', signInLink: 'Sign in' }],
  ['ru', { forgot: 'Забыли пароль?', create: 'Зарегистрироваться', back: 'Вернуться ко входу', signInLink: 'Войти' }],
] as const) {
  test(`when signed out (${lang}), then the text links are 44 px touch targets`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    await page.goto('/login');
    await expectTouchTarget(page.getByRole('link', { name: texts.forgot }));
    await expectTouchTarget(page.getByRole('link', { name: texts.create }));
    await page.goto('/forgot-password');
    await expectTouchTarget(page.getByRole('link', { name: texts.back }));
    await page.goto('/register');
    await expectTouchTarget(page.getByRole('link', { name: texts.signInLink, exact: true }));
  });
}

test('when an agent with an assessed profile opens the results\' coaching link, then the DISC tab opens with one set of names, dots are touch targets, and axe finds nothing serious', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInFreshAgent(page, baseURL!);
  await completeDiscAssessment(page);
  await page.getByRole('link', { name: 'View Personalized Coaching Content' }).click();
  await expect(page).toHaveURL(/\/coach\?tab=disc$/);
  await expect(page.getByRole('tab', { name: 'DISC Profile', selected: true })).toBeVisible();
  const profile = page.getByTestId('disc-profile');
  await expect(profile).toContainText('Dominance');
  await expect(page.getByTestId('disc-assessment-invite')).toContainText('Retake the DISC Assessment');
  await expectNoSeriousViolations(page, '/coach DISC profile');
  await page.getByRole('tab', { name: 'Phrase Bank' }).click();
  await expectTouchTarget(page.getByRole('button', { name: 'Show phrase 2' }));
});
