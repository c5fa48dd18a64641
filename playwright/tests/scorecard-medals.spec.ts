import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { dismissInstallBanner, signInFreshAgent } from '../support/shell';

// Issue 24: medals on /progress after a scored chat session; a real call pasted on /call-insights and read on its card.
test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

// Each line answers what the client asked (garden, school, the process), then asks, then books: a medal on the card.
const REPLIES = [
  'Yes, it is still available, and the garden is fully fenced, so your dog is welcome. Oakfield School is a 10-minute walk away, and I will guide you through each step. What matters most to your family in the next home?',
  'What budget are you working with, and by when do you need to move?',
  'That fits well: the townhouse is listed at 489,000 and can close within five weeks. Would Saturday at 11 am suit you for a viewing?',
];

const REAL_CALL = [
  'Client: Hi, I saw the townhouse on Maple Street. Is it still available? We have a dog.',
  'Agent: Yes, it is still available, and the garden is fully fenced, so your dog is welcome. What matters most to your family in the next home?',
  'Client: Space for the kids and a short drive to the hospital, I work shifts.',
  'Agent: What budget are you working with, and by when do you need to move?',
  'Client: Around 450 thousand, ideally before September.',
  'Agent: Would Saturday at 11 am suit you for a viewing?',
].join('\n');

const REAL_CALL_RU = [
  'Клиент: Здравствуйте, я видела таунхаус на Кленовой улице. Он ещё продаётся? У нас собака.',
  'Агент: Да, продаётся, и сад полностью огорожен, так что собаке будет хорошо. Что для вашей семьи важнее всего в новом доме?',
  'Клиент: Место для детей и дорога до больницы, я работаю сменами.',
  'Агент: На какой бюджет вы рассчитываете и когда вам нужно переехать?',
  'Агент: Вам подойдёт показ в субботу в 11 утра?',
].join('\n');

/** Screenshots land in the test's own output folder (looked at by a person, compared by nobody). */
const shot = (name: string) => test.info().outputPath(`${name}.png`);

async function readIn(page: Page, language: 'en' | 'ru') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
}

test('when an agent finishes a chat session with a medal, then /progress shows it in the Medals section (en and ru)', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInFreshAgent(page, baseURL!);

  await page.goto('/progress');
  const section = page.getByTestId('medals-section');
  await expect(section.getByTestId('medals-empty')).toContainText('No medals yet');
  await expect(section.getByRole('link', { name: 'Start a practice chat' })).toBeVisible();

  await page.goto('/chat');
  await page.getByRole('button', { name: /Property Inquiry/ }).first().click();
  await page.getByRole('button', { name: /Beginner/ }).click();
  await page.getByRole('button', { name: /Thoughtful & Steady/ }).click();
  await expect(page).toHaveURL(/\/chat\/sessions\/\d+$/);
  const input = page.getByPlaceholder('Type your response...');
  for (const [i, reply] of REPLIES.entries()) {
    await input.fill(reply);
    await input.press('Enter');
    await expect(page.getByTestId('client-message')).toHaveCount(i + 2, { timeout: 45_000 });
    await expect(input).toBeEnabled();
  }
  await page.getByRole('button', { name: 'End', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Session Complete!' });
  const medal = dialog.getByTestId('session-scorecard').getByTestId('medal');
  await expect(medal).toBeVisible({ timeout: 30_000 });
  const metal = (await medal.getAttribute('data-medal'))!;
  const metalName = `${metal[0]!.toUpperCase()}${metal.slice(1)} medal`;

  await page.goto('/progress');
  // A fresh agent has one scenario on the list (the composed app's wizard plays the seeded "challenge-<id>" of Property Inquiry).
  const row = page.getByTestId('medals-section').getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Property Inquiry');
  await expect(row.getByTestId('medal')).toHaveAttribute('data-medal', metal);
  await expect(row).toContainText(metalName);
  await expect(row).toContainText('Attempts: 1');
  await expect(row).toContainText(/Best \d{2,3}\/100/);
  // Nothing in the section scrolls sideways on a phone.
  expect(await page.getByTestId('medals-section').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

  for (const language of ['en', 'ru'] as const) {
    await readIn(page, language);
    for (const [w, h] of [[390, 844], [1280, 800]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto('/progress');
      const medals = page.getByTestId('medals-section');
      await expect(medals.getByRole('listitem')).toContainText(language === 'ru' ? 'Запрос по объекту' : 'Property Inquiry');
      await medals.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: shot(`medals-${language}-${w}`) });
      await page.screenshot({ path: shot(`progress-${language}-${w}`) });
    }
  }
  // The light theme, with the same care.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/progress');
  await expect(page.getByTestId('medals-section').getByRole('listitem')).toBeVisible();
  await page.getByTestId('medals-section').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: shot('medals-ru-390-light') });
});

test('when an agent pastes a real call on /call-insights, then it is read on the scenario card (en), and a Russian call in Russian', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInFreshAgent(page, baseURL!);
  await page.goto('/call-insights');
  const panel = page.getByTestId('score-real-call');
  await expect(panel.getByRole('heading', { name: 'Score a real call' })).toBeVisible();
  await panel.getByLabel('Scenario').selectOption('property-inquiry');
  await panel.getByLabel('Transcript').fill('Hello, this is a call without speakers');
  await panel.getByRole('button', { name: 'Score this call' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Line 1 has no speaker: start each turn with "Agent:" or "Client:".');

  await panel.getByLabel('Transcript').fill(REAL_CALL);
  await panel.getByRole('button', { name: 'Score this call' }).click();
  const card = panel.getByTestId('real-call-scorecard');
  await expect(card.getByTestId('scorecard-result')).toHaveText(/^\d{1,3}\/100 on the card · pass mark 70 · (Passed|Not passed)$/);
  await expect(card.getByTestId('criterion').first()).toBeVisible();
  await expect(card).toContainText('Your words: «What matters most to your family in the next home?»');
  await expect(card.getByTestId('scorecard-compliance')).toContainText('Compliance: no issues found.');
  expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  for (const w of [390, 1280] as const) {
    await page.setViewportSize({ width: w, height: w === 390 ? 844 : 800 });
    await panel.screenshot({ path: shot(`score-call-en-${w}`) });
    // The end of the page: the last line of the card clears the bottom navigation and the floating button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.screenshot({ path: shot(`score-call-en-${w}-end`) });
  }

  await readIn(page, 'ru');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/call-insights');
  const ru = page.getByTestId('score-real-call');
  await expect(ru.getByRole('heading', { name: 'Оценить реальный звонок' })).toBeVisible();
  await ru.getByLabel('Сценарий').selectOption('property-inquiry');
  await ru.getByLabel('Расшифровка').fill(REAL_CALL_RU);
  await ru.getByRole('button', { name: 'Оценить звонок' }).click();
  const ruCard = ru.getByTestId('real-call-scorecard');
  await expect(ruCard.getByTestId('scorecard-result')).toContainText('по листу');
  await expect(ruCard).toContainText('Ваши слова: «Что для вашей семьи важнее всего в новом доме?»');
  for (const w of [390, 1280] as const) {
    await page.setViewportSize({ width: w, height: w === 390 ? 844 : 800 });
    await ru.screenshot({ path: shot(`score-call-ru-${w}`) });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.screenshot({ path: shot(`score-call-ru-${w}-end`) });
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('score-real-call')).toBeVisible();
  await page.getByTestId('score-real-call').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: shot('score-call-ru-390-light-empty') });
});
