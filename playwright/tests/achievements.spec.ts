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
  const reply = 'Thank you for your interest! What matters most to you in a new home, so I can show you the best options?';
  expect((await page.request.post('/api/messages', { headers, data: { sessionId: session.id, content: reply, isAgent: true } })).ok()).toBe(true);
  expect((await page.request.patch(`/api/sessions/${session.id}`, { headers, data: { completed: true } })).ok()).toBe(true);
}

test('when a new agent completes a first session, then "Achievement unlocked" arrives and its action opens the unlocked achievement', async ({ page, baseURL }) => {
  await signInFreshAgent(page, baseURL!);
  await page.goto('/progress');
  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page.getByTestId('achievement-first-session')).toContainText('Locked');
  await expect(page.getByText('0 of 22 unlocked')).toBeVisible();

  await completeChatSession(page);
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  const note = page.getByTestId('notification-panel').getByTestId('notification').filter({ hasText: 'Achievement unlocked!' });
  await expect(note).toContainText('You earned “First Conversation”. Keep it up!');
  await note.getByRole('button', { name: 'View progress' }).click();

  await expect(page).toHaveURL(/\/progress$/);
  await page.getByRole('tab', { name: 'Achievements' }).click();
  const card = page.getByTestId('achievement-first-session');
  await expect(card).toContainText('First Conversation');
  await expect(card).toContainText('Unlocked');
  await expect(page.getByText('1 of 22 unlocked')).toBeVisible();
  await expect(page.getByTestId('achievement-streak-7')).toContainText('Locked');

  // Locked ones are dimmed without losing contrast, in both themes.
  await expectNoSeriousViolations(page, '/progress (dark)');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page.getByTestId('achievement-first-session')).toContainText('Unlocked');
  await expectNoSeriousViolations(page, '/progress (light)');
});

test('when the app speaks Russian, then the achievement notification and the list are Russian', async ({ page, baseURL }) => {
  await signInFreshAgent(page, baseURL!);
  await completeChatSession(page);
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-panel')).toContainText('Вы получили «Первый разговор». Так держать!');
  await page.goto('/progress');
  await page.getByRole('tab', { name: 'Достижения' }).click();
  await expect(page.getByTestId('achievement-first-session')).toContainText('Открыто');
  await expect(page.getByText('Открыто 1 из 22')).toBeVisible();
});
