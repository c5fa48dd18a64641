import { expect, test } from '../support/test';
import { AGENT } from '../support/accounts';
import { dismissInstallBanner } from '../support/shell';

// The shell's install banner would cover the lower scenario cards; its own tests cover it.
test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

const REPLIES = [
  'I understand, that is a fair point. What matters most to you in this home, and what budget and timeline are you working with?',
  'Similar flats on this street sold for 305k last month, and this one has the renovated kitchen, so the price is in line. Shall we book a second viewing on Saturday at 10am?',
];

test('when an agent reads the card before a session, finishes it and retries, then the card shows each criterion with their words, compliance and the medal (390x844)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Signed in through the login screen; the journey starts at the chat (the home screen has its own tests).
  await page.goto('/login');
  await page.getByLabel('Email').fill(AGENT.email);
  await page.getByLabel('Password', { exact: true }).fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/chat');
  await page.getByRole('button', { name: /Price Negotiation/ }).first().click();

  // Before the session: "What you'll be scored on".
  const preview = page.getByTestId('scorecard-preview');
  await expect(preview.getByRole('heading', { name: "What you'll be scored on" })).toBeVisible();
  await expect(preview).toContainText(/Pass mark \d+\/100/);
  expect(await preview.locator('li').count()).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: /Intermediate/ }).click();
  await page.getByRole('button', { name: /Thoughtful & Steady/ }).click();
  await expect(page).toHaveURL(/\/chat\/sessions\/\d+$/);
  const firstUrl = page.url();
  const input = page.getByPlaceholder('Type your response...');
  for (const [i, reply] of REPLIES.entries()) {
    await input.fill(reply);
    await input.press('Enter');
    // The AI client and the coach answer each line; on a busy two-core machine that can take a while.
    await expect(page.getByTestId('client-message')).toHaveCount(i + 2, { timeout: 45_000 });
    await expect(input).toBeEnabled();
  }
  await page.getByRole('button', { name: 'End', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Session Complete!' });
  await expect(dialog).toContainText('Great Work!');
  const card = dialog.getByTestId('session-scorecard');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('scorecard-result')).toHaveText(/^\d{1,3}\/100 on the card · pass mark \d+ · (Passed|Not passed)$/);
  const criteria = card.getByTestId('criterion');
  expect(await criteria.count()).toBeGreaterThanOrEqual(3);
  for (const status of await criteria.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))) expect(['met', 'partial', 'missed', 'unjudged']).toContain(status);
  // The agent's own words earned the criteria they quote.
  const quotes = (await criteria.allInnerTexts()).flatMap((text) => [...text.matchAll(/Your words: «([^»]+)»/g)].map((m) => m[1]!));
  expect(quotes.length).toBeGreaterThan(0);
  for (const q of quotes) expect(REPLIES.join(' ')).toContain(q);
  await expect(card.getByTestId('scorecard-compliance')).toHaveText('Compliance: no issues found.');
  await expect(card.getByTestId('medal').or(card.getByText('No medal'))).toBeVisible();
  // The card fits the phone's width: nothing scrolls sideways.
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

  // "Try again" starts the same scenario afresh.
  await dialog.getByRole('button', { name: 'Try again' }).click();
  // Wait for the new session's address: the old one also matches the pattern until the page moves.
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page).toHaveURL(/\/chat\/sessions\/\d+$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Price Negotiation').first()).toBeVisible();
  await expect(page.getByTestId('client-message')).toHaveCount(1);
});
