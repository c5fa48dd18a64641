import { expect, test } from '../support/test';
import { ADMIN, AGENT, signIn } from '../support/accounts';
import { answerShortQuiz, shortenMarketAnalysis } from '../support/short-quiz';
import { expectNoSeriousViolations } from '../support/axe';

// The admin shortens Market Analysis to three questions first, which also checks that the admin's
// switch reaches the player.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => shortenMarketAnalysis(request));

test('when a quiz is failed and retried, then the results show each time and the analytics reflect both attempts', async ({ page }) => {
  await signIn(page, AGENT);
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { name: 'Knowledge Quiz' })).toBeVisible();
  await expectNoSeriousViolations(page, '/quiz');
  const card = page.getByRole('article').filter({ hasText: 'Market Analysis' });
  await expect(card).toContainText('Pass mark: 75%');
  await expect(card).toContainText('Questions: 3');
  await card.getByRole('button', { name: 'Start quiz' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await answerShortQuiz(page, false, 'Submit', 'I do not know');
  await expect(page.getByRole('heading', { name: 'Not passed' })).toBeVisible();
  await expect(page.getByText('Review your answers')).toBeVisible();
  await expectNoSeriousViolations(page, 'quiz results');

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await expect(page.getByTestId('quiz-timer')).toContainText('30:00');
  await answerShortQuiz(page, true, 'Submit', '');
  await expect(page.getByRole('heading', { name: 'Passed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);

  await page.goto('/quiz-analytics');
  await expect(page.getByRole('heading', { name: 'Quiz Analytics' })).toBeVisible();
  await expect(page.getByText('1 passed · 1 failed')).toBeVisible();
  await expect(page.getByTestId('recent-results').locator('li')).toHaveCount(2);
  await expectNoSeriousViolations(page, '/quiz-analytics');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('stats')).toBeVisible();
  // /dashboard is the home's stats view: the stats come before the practice tiles.
  const statsFirst = await page.evaluate(() => {
    const stats = document.querySelector('[aria-labelledby="stats-title"]');
    const tiles = document.querySelector('[aria-labelledby="practice-areas"]');
    return Boolean(stats && tiles && stats.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(statsFirst).toBe(true);
});

test('when a quiz is taken in Russian, then questions and results are in Russian', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.goto('/quiz');
  const card = page.getByRole('article').filter({ hasText: 'Анализ рынка' });
  await card.getByRole('button', { name: 'Начать тест' }).click();
  await expect(page.getByText('Вопрос 1 из 3')).toBeVisible();
  await answerShortQuiz(page, false, 'Отправить', 'Не знаю');
  await expect(page.getByRole('heading', { name: 'Тест не пройден' })).toBeVisible();
  await expect(page.getByText('Разбор ответов')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
});

test('when the time runs out, then the quiz submits itself', async ({ page }) => {
  await page.clock.install();
  await signIn(page, ADMIN);
  await page.goto('/quiz');
  await page.getByRole('article').filter({ hasText: 'Market Analysis' }).getByRole('button', { name: 'Start quiz' }).click();
  const timer = page.getByTestId('quiz-timer');
  await expect(timer).toContainText('30:00');
  // Stop the page's clock: fast-forwarding 29:59 from 30:00 left a second of margin, which a slow
  // machine spent between the two steps (the quiz then submitted before 00:01 was seen). From the
  // time shown after the stop, every step is exact.
  await page.clock.pauseAt(Date.now() + 1000);
  await expect(timer).not.toContainText('30:00');
  const [minutes, seconds] = /(\d+):(\d+)/.exec((await timer.textContent()) ?? '')!.slice(1).map(Number);
  await page.clock.fastForward((minutes! * 60 + seconds! - 1) * 1000);
  await expect(timer).toContainText('00:01');
  await page.clock.fastForward(2000);
  // The submission's own timers (request retries, query updates) run on the clock again.
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Not passed' })).toBeVisible();
});
