import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, AGENT, signIn } from '../support/accounts';
import { dismissInstallBanner } from '../support/shell';

const TEXTS = {
  en: {
    tile: /Chat Practice/,
    scenario: /Price Negotiation/,
    difficulty: 'Choose Difficulty Level',
    level: /Intermediate/,
    personality: 'Choose Client Personality',
    client: /Thoughtful & Steady/,
    placeholder: 'Type your response...',
    end: 'End',
    complete: 'Session Complete!',
    greatWork: 'Great Work!',
    dashboard: 'Back to Dashboard',
    sessions: 'Sessions',
    average: 'Average score',
    quickTips: 'Quick Tips',
    script: /[a-z]{3}/i,
    replies: [
      'Thank you for considering this home! Could you tell me what matters most to you, so I can walk you through the process step by step?',
      'The renovated kitchen and the quiet courtyard justify the price: similar flats sold for 305k last month. Shall we book a second viewing on Saturday at 10am?',
    ],
  },
  ru: {
    tile: /Практика в чате/,
    // The seeded demo challenges carry Russian texts too.
    scenario: /Торг по цене/,
    difficulty: 'Выберите уровень сложности',
    level: /Средний/,
    personality: 'Выберите тип клиента',
    client: /Вдумчивый и спокойный/,
    placeholder: 'Введите ваш ответ...',
    end: 'Завершить',
    complete: 'Сессия завершена!',
    greatWork: 'Отличная работа!',
    dashboard: 'Вернуться на главную',
    sessions: 'Сессии',
    average: 'Средний балл',
    quickTips: 'Быстрые советы',
    script: /[а-яё]{3}/i,
    replies: [
      'Спасибо, что рассматриваете эту квартиру! Расскажите, что для вас важнее всего, и я шаг за шагом объясню весь процесс покупки.',
      'Ремонт и тихий двор оправдывают цену: похожие квартиры в прошлом месяце продали за 30,5 млн ₽. Давайте назначим второй просмотр в субботу в 10:00?',
    ],
  },
};

// The shell's install banner would cover the lower scenario cards; its own tests cover it.
test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

/** The value under a stat's label on the home screen. */
function stat(page: Page, label: string) {
  return page.getByTestId('stats').locator('div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
}

async function readSessions(page: Page, label: string): Promise<number> {
  await expect(stat(page, label)).toBeVisible();
  return Number((await stat(page, label).innerText()).trim());
}

async function fullSession(page: Page, t: (typeof TEXTS)['en']) {
  const before = await readSessions(page, t.sessions);

  await page.getByRole('link', { name: t.tile }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('mfe-chat')).toBeVisible();
  await page.getByRole('button', { name: t.scenario }).first().click();
  await expect(page.getByRole('heading', { name: t.difficulty })).toBeVisible();
  await page.getByRole('button', { name: t.level }).click();
  await expect(page.getByRole('heading', { name: t.personality })).toBeVisible();
  await page.getByRole('button', { name: t.client }).click();

  await expect(page).toHaveURL(/\/chat\/sessions\/\d+$/);
  await expect(page.getByTestId('client-message').first()).toBeVisible();
  const end = page.getByRole('button', { name: t.end, exact: true });
  await expect(end).toBeDisabled();

  const input = page.getByPlaceholder(t.placeholder);
  // Shift+Enter makes a new line instead of sending.
  await input.fill('First line');
  await input.press('Shift+Enter');
  await expect(page.getByTestId('agent-message')).toHaveCount(0);
  await input.fill('');

  for (const [i, reply] of t.replies.entries()) {
    await input.fill(reply);
    await input.press('Enter');
    await expect(page.getByTestId('feedback-card')).toHaveCount(i + 1);
    await expect(page.getByTestId('client-message')).toHaveCount(i + 2);
    await expect(input).toBeEnabled();
  }
  await expect(page.getByTestId('feedback-card').first()).toContainText('%');
  await expect(page.getByTestId('feedback-card').first()).toContainText(t.quickTips);
  await expect(page.getByTestId('client-message').last()).toHaveText(t.script);
  await expect(page.getByTestId('session-score')).toHaveText(/\d+/);

  await expect(end).toBeEnabled();
  await end.click();
  const dialog = page.getByRole('dialog', { name: t.complete });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.greatWork);
  const scoreText = await page.getByTestId('final-score').innerText();
  expect(scoreText).toMatch(/^\d{1,3}\/100$/);
  const score = Number(scoreText.split('/')[0]);

  await page.getByRole('button', { name: t.dashboard }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(stat(page, t.sessions)).toHaveText(String(before + 1));
  if (before === 0) await expect(stat(page, t.average)).toHaveText(String(score));
  return score;
}

test('when the agent practises a full chat in English, then the dialog shows the score and the home stats count it', async ({ page }) => {
  await signIn(page, AGENT);
  const score = await fullSession(page, TEXTS.en);

  // The history lists it with its score and reopens the transcript read-only.
  await page.goto('/chat/history');
  const item = page.getByTestId('history-item').first();
  await expect(item).toContainText('Price Negotiation');
  await expect(item).toContainText(`${score}/100`);
  await item.click();
  await expect(page.getByText(`Session complete. Final score: ${score}/100`)).toBeVisible();
  await expect(page.getByPlaceholder(TEXTS.en.placeholder)).toHaveCount(0);
});

test('when a session is practised in Russian, then the client, the coach and the dialog speak Russian', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
  await expect(page.getByRole('link', { name: TEXTS.ru.tile })).toBeVisible();
  await fullSession(page, TEXTS.ru);
});

test('when the home opens /chat?challenge=<id>, then the wizard starts at the difficulty step of that challenge', async ({ page, request }) => {
  await signIn(page, AGENT);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const challenges = (await (await request.get('/api/challenges', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number; title: string }[];
  const target = challenges.find((c) => c.title === 'Off-Plan Inquiry')!;
  await page.goto(`/chat?challenge=${target.id}`);
  await expect(page.getByRole('heading', { name: 'Choose Difficulty Level' })).toBeVisible();
  await expect(page.getByText('Scenario: Off-Plan Inquiry')).toBeVisible();
});

test('when the Session Complete dialog opens, then focus is inside, Tab stays inside and Escape closes it', async ({ page, request }) => {
  await signIn(page, AGENT);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { Authorization: `Bearer ${token}` };
  // The spec's own body: the scenario text names the scenario, the client and the level.
  const created = await request.post('/api/sessions', {
    headers, data: { userId: 1, type: 'chat', scenario: 'Price Negotiation - Thoughtful & Steady client (Beginner)', score: 0 },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as { id: number; personality: string; difficulty: string };
  expect(session).toMatchObject({ personality: 'S', difficulty: 'easy' });
  expect((await request.post('/api/messages', { headers, data: { sessionId: session.id, content: TEXTS.en.replies[0] } })).status()).toBe(201);

  await page.goto(`/chat/sessions/${session.id}`);
  await page.getByRole('button', { name: TEXTS.en.end, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXTS.en.complete });
  await expect(dialog).toBeVisible();
  // Focus starts on the first action, "Try again" (the same scenario, issue 24).
  await expect(dialog.getByRole('button', { name: 'Try again', exact: true })).toBeFocused();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/Session complete\. Final score: \d+\/100/)).toBeVisible();
});
