import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { authToken, dismissInstallBanner, signInFreshAgent } from '../support/shell';

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

/** A short chat session through the API, ended as completed: what the chat screen does on "End". */
async function completeChatSession(page: Page) {
  const headers = { Authorization: `Bearer ${await authToken(page)}` };
  const session = await (await page.request.post('/api/sessions', { headers, data: { scenarioId: 'property-inquiry', personality: 'S', difficulty: 'easy' } })).json();
  const reply = 'Thank you for asking! The garden is fully fenced and the school is a 6-minute walk. What matters most to your family? Shall we book a viewing on Saturday at 10am?';
  expect((await page.request.post('/api/messages', { headers, data: { sessionId: session.id, content: reply, isAgent: true } })).ok()).toBe(true);
  expect((await page.request.patch(`/api/sessions/${session.id}`, { headers, data: { completed: true } })).ok()).toBe(true);
}

test('when the agent completes the DISC assessment, then the results show and the profile is on /coach', async ({ page, baseURL }) => {
  await signInFreshAgent(page, baseURL!);
  await page.goto('/disc-assessment');
  await expect(page.getByText('Question 1 of 24')).toBeVisible();
  await expectNoSeriousViolations(page, '/disc-assessment (dark)');
  for (let i = 0; i < 24; i += 1) {
    // The first option of every question; its trait rotates, so every style gets answers.
    await page.getByRole('radio').first().check();
    await expect(page.getByRole('slider')).toHaveValue('3');
    await page.getByRole('button', { name: i === 23 ? 'Complete Assessment' : 'Next' }).click();
  }
  const results = page.getByTestId('disc-results');
  await expect(results).toContainText('Primary style:');
  await expect(results).toContainText('25%');
  await page.getByRole('link', { name: 'View Personalized Coaching Content' }).click();
  // The link opens the coach on the DISC tab itself (journey item 10), not on the phrase bank.
  await expect(page).toHaveURL(/\/coach\?tab=disc$/);
  await expect(page.getByRole('tab', { name: 'DISC Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('disc-profile')).toBeVisible();
  await expect(page.getByTestId('disc-tips').getByRole('listitem')).toHaveCount(3);
});

test('when the agent finishes a chat, then /progress shows XP, level progress, the chart and the unlock', async ({ page, baseURL }) => {
  await signInFreshAgent(page, baseURL!);
  await completeChatSession(page);
  await page.goto('/progress');
  const level = page.getByTestId('level-card');
  await expect(level).toContainText('Level 1');
  await expect(level).toContainText('Rookie Agent');
  await expect(level).toContainText(/\d+ XP/);
  await expect(level.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-9]/);
  await expect(page.getByTestId('recent-first-session')).toBeVisible();
  // The chart's picture comes when it nears the screen (recharts stays off the first screen).
  await page.getByTestId('score-chart').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('score-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Score over time' }).getByRole('row')).toHaveCount(2);
  await expectNoSeriousViolations(page, '/progress (dark)');
  await page.screenshot({ path: 'test-results/progress-dark.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.getByTestId('level-card')).toBeVisible();
  await page.getByTestId('score-chart').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('score-chart').locator('svg').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/progress (light)');
  await page.screenshot({ path: 'test-results/progress-light.png', fullPage: true });
});

test('when the agent steps through the phrase bank, then it wraps and resets per category, in both themes', async ({ page, baseURL }) => {
  await signInFreshAgent(page, baseURL!);
  await page.goto('/coach');
  const card = page.getByRole('article');
  await expect(card).toContainText('The client says the price is too high.');
  await expect(card).toContainText(/1 of \d+/);
  await page.getByRole('button', { name: 'Previous' }).click();
  const total = (await card.textContent())!.match(/(\d+) of (\d+)/)!;
  expect(total[1]).toBe(total[2]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText(/1 of \d+/);
  await page.getByRole('button', { name: 'Call-to-Action' }).click();
  await expect(card).toContainText(/1 of \d+/);
  await expectNoSeriousViolations(page, '/coach (dark)');
  await page.screenshot({ path: 'test-results/coach-dark.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.getByRole('article')).toBeVisible();
  await expectNoSeriousViolations(page, '/coach (light)');
  await page.getByRole('tab', { name: 'DISC Profile' }).click();
  await expect(page.getByRole('button', { name: 'Analyze' })).toBeDisabled();
  await expectNoSeriousViolations(page, '/coach DISC (light)');
  await page.goto('/disc-assessment');
  await page.getByRole('radio').first().check();
  await expectNoSeriousViolations(page, '/disc-assessment (light)');
});
