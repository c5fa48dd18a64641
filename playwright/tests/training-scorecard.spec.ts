import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

// Issue 24: an admin reads back a stored training recording on /training-upload and scores it on
// its scenario's card (the same call and card as the upload queue).
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('pwa-banner-dismissed', 'true');
    localStorage.setItem('pwa-banner-dismissed-time', String(Date.now()));
    localStorage.setItem('pwa-mode-card-seen', 'true');
  });
});

const CALL = [
  'Client: Hi, I saw the townhouse on Maple Street. Is it still available? We have a dog.',
  'Agent: Yes, it is still available, and the garden is fully fenced, so your dog is welcome. What matters most to your family in the next home?',
  'Client: Space for the kids and a short drive to the hospital, I work shifts.',
  'Agent: What budget are you working with, and by when do you need to move?',
  'Client: Around 450 thousand, ideally before September.',
  'Agent: Would Saturday at 11 am suit you for a viewing?',
].join('\n');

const shot = (name: string) => test.info().outputPath(`${name}.png`);

/** The control is on screen, clear of the quick-menu button and the bottom navigation, and a tap at its centre reaches it. */
async function expectClearOfChrome(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const fab = (await page.getByTestId('quick-menu-button').boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: /Main navigation|Основная навигация/ }).boundingBox())!;
  expect(overlaps(box, fab)).toBe(false);
  expect(overlaps(box, nav)).toBe(false);
  expect(await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!top && (top === el || el.contains(top));
  })).toBe(true);
}

test('when an admin scores a stored training recording, then it is read on its scenario card under the recording (en and ru, phone and desktop)', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/training-upload');
  const stored = page.getByTestId('stored-recordings');
  await expect(stored.getByRole('heading', { name: 'Stored recordings' })).toBeVisible({ timeout: 30_000 });

  // Stored through the bulk upload; the list refreshes with it at the top, no reload needed.
  const marker = `e2e stored ${Date.now().toString(36)}`;
  await page.getByLabel('Training data (JSON)').fill(JSON.stringify([{ transcript: CALL, scenario: 'first-time-buyer', outcome: 'positive', notes: marker }]));
  await page.getByRole('button', { name: 'Upload Training Data' }).click();
  await expect(page.getByTestId('upload-results')).toContainText('Recordings stored: 1');
  const item = stored.getByTestId('stored-recording').filter({ hasText: marker });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('First-time buyer · Positive · Uploaded');
  await expect(stored.getByTestId('stored-recording').first()).toContainText(marker);

  // A reload reads it back from the server: stored, not just queued.
  await page.reload();
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  const score = item.getByRole('button', { name: /^Score the First-time buyer recording of .+ on its scenario card$/ });
  await expectClearOfChrome(page, score);
  await score.click();
  const card = item.getByTestId('stored-recording-scorecard');
  await expect(card.getByTestId('scorecard-result')).toHaveText(/^\d{1,3}\/100 on the card · pass mark \d+ · (Passed|Not passed)$/, { timeout: 30_000 });
  expect(await card.getByTestId('criterion').count()).toBeGreaterThanOrEqual(3);
  // The agent's own words from the stored transcript earned what the card quotes.
  const quotes = (await card.getByTestId('criterion').allInnerTexts()).flatMap((text) => [...text.matchAll(/Your words: «([^»]+)»/g)].map((m) => m[1]!));
  expect(quotes.length).toBeGreaterThan(0);
  for (const q of quotes) expect(CALL).toContain(q);
  await expect(card.getByTestId('scorecard-compliance')).toHaveText('Compliance: no issues found.');
  expect(await stored.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expectNoSeriousViolations(page, '/training-upload with a stored recording scored');
  await expectClearOfChrome(page, card.getByTestId('scorecard-compliance'));

  for (const language of ['en', 'ru'] as const) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    for (const [w, h] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto('/training-upload');
      const title = language === 'ru' ? 'Сохранённые записи' : 'Stored recordings';
      await expect(stored.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
      await expect(item).toHaveCount(1);
      const button = item.getByRole('button', { name: language === 'ru' ? /^Оценить запись «.+» от .+ по карточке сценария$/ : /^Score the .+ on its scenario card$/ });
      await expectClearOfChrome(page, button);
      await button.click();
      await expect(item.getByTestId('stored-recording-scorecard').getByTestId('scorecard-result')).toContainText(language === 'ru' ? 'по листу' : 'on the card', { timeout: 30_000 });
      if (language === 'ru') await expect(item).toContainText('Ваши слова');
      await expectClearOfChrome(page, item.getByTestId('scorecard-compliance'));
      await item.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: shot(`stored-${language}-${w}`) });
      // The end of the page: the last control clears the bottom navigation and the floating button.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.screenshot({ path: shot(`stored-${language}-${w}-end`) });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/training-upload');
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  await item.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: shot('stored-ru-390-light') });
  await expectNoSeriousViolations(page, '/training-upload (ru, light)');
});
