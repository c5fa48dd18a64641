import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, AGENT, signIn } from '../support/accounts';
import { dismissInstallBanner } from '../support/shell';

// A fake microphone, allowed without a prompt (headless Chromium has no speech service: answers are typed).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const TEXTS = {
  en: {
    voiceScenario: /Price Objection/, record: 'Record', stop: 'Stop', transcript: 'Transcript', analyze: 'Analyze My Answer', pace: /Pace and energy not measured/,
    attempts: 'Your attempts', phone: 'Your phone number', scenario: 'Scenario', start: 'Start Training Call', end: 'End Call', answer: 'Your answer', send: 'Send',
    active: 'Call Active', scoreTitle: 'Call Performance Score', insights: 'Call Insights', recent: 'Recent Calls', client: 'Emma Wilson', strengths: 'Strengths',
    spoken: 'I understand the price matters to you. Three similar homes on this street sold for about the same last month, so the price is fair. Shall we look at the comparables on Thursday at six?',
    answers: [
      'Hi Emma, thanks for calling! What matters most to your family in the new home, and which schools do you have in mind?',
      'That makes sense. Two houses near Oak Park School have four bedrooms and a garden, and both are within your budget of 450 thousand.',
      'Would Saturday at ten work to see both houses together with the children?',
    ],
  },
  ru: {
    voiceScenario: /Возражение по цене/, record: 'Записать', stop: 'Стоп', transcript: 'Расшифровка', analyze: 'Проанализировать ответ', pace: /Темп и энергичность не измерены/,
    attempts: 'Ваши попытки', phone: 'Ваш номер телефона', scenario: 'Сценарий', start: 'Начать тренировочный звонок', end: 'Завершить звонок', answer: 'Ваш ответ', send: 'Отправить',
    active: 'Звонок идёт', scoreTitle: 'Оценка звонка', insights: 'Аналитика звонков', recent: 'Последние звонки', client: 'Эмма Уилсон', strengths: 'Сильные стороны',
    spoken: 'Я понимаю, что цена для вас важна. Три похожие квартиры на этой улице продали за ту же сумму в прошлом месяце. Давайте посмотрим сравнение в четверг в шесть?',
    answers: [
      'Здравствуйте, Эмма, спасибо за звонок! Что для вашей семьи важнее всего в новом доме и какие школы вы рассматриваете?',
      'Понимаю. Рядом со школой два дома с четырьмя спальнями и садом, оба укладываются в ваш бюджет.',
      'Давайте посмотрим оба дома в субботу в десять вместе с детьми?',
    ],
  },
};
type Texts = (typeof TEXTS)['en'];

/** VOICE_SHOTS=<dir> keeps full-page screenshots of each screen for a look by eye. */
const shot = async (page: Page, name: string) => {
  if (process.env.VOICE_SHOTS) await page.screenshot({ path: `${process.env.VOICE_SHOTS}/${name}.png`, fullPage: true });
};

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

async function voiceAttempt(page: Page, t: Texts) {
  await page.goto('/voice');
  await expect(page.getByTestId('mfe-voice')).toBeVisible();
  await expectNoSeriousViolations(page, '/voice');
  await page.getByRole('button', { name: t.voiceScenario }).click();
  await page.getByRole('button', { name: t.record, exact: true }).click();
  await expect(page.getByRole('meter')).toBeVisible();
  // The AudioWorklet module loads under the Content-Security-Policy (a same-origin file, not a blob:).
  await expect(page.getByRole('meter')).toHaveAttribute('data-tap', 'worklet');
  await expect(page.getByTestId('recorder-timer')).toHaveText('00:02', { timeout: 5000 });
  await page.getByRole('button', { name: t.stop }).click();
  await expect(page.getByTestId('recording-audio')).toHaveAttribute('src', /^blob:/);
  await page.getByLabel(t.transcript).fill(t.spoken);
  await page.getByRole('button', { name: t.analyze }).click();
  const analysis = page.getByTestId('voice-analysis');
  await expect(analysis).toContainText(/\d+\/100/);
  // The words were typed after a 2-second take: pace and energy are not made up from its length.
  await expect(analysis).toContainText(t.pace);
  await expect(page.getByRole('region', { name: t.attempts }).or(page.getByLabel(t.attempts))).toContainText(/\d+\/100/);
  await expectNoSeriousViolations(page, '/voice recorder');
  await shot(page, `voice-${t.record}`);
}

async function simulatedCall(page: Page, t: Texts) {
  await page.goto('/voice-call');
  await expect(page.getByTestId('mfe-voice-training')).toBeVisible();
  await page.getByLabel(t.phone).fill('+1 (555) 010-2030');
  await expect(page.getByLabel(t.scenario)).toHaveValue('family-upgrade');
  await page.getByRole('button', { name: t.start }).click();
  await expect(page.getByRole('status').filter({ hasText: t.active })).toBeVisible();
  const transcript = page.getByTestId('live-transcript');
  await expect(transcript.locator('[data-speaker="client"]').first()).toBeVisible();
  for (const [i, answer] of t.answers.entries()) {
    if (await page.getByTestId('call-score').isVisible()) break; // the client agreed early and hung up
    await page.getByLabel(t.answer).fill(answer);
    await page.getByRole('button', { name: t.send, exact: true }).click();
    // The client's reply to this answer, or the score card when the client ended the call.
    await expect(transcript.locator('[data-speaker="client"]').nth(i + 1).or(page.getByTestId('call-score'))).toBeVisible();
    await expect(page.getByRole('button', { name: t.send, exact: true }).or(page.getByTestId('call-score'))).toBeVisible();
    if (i === 0) {
      await expect(page.getByTestId('metric-rapport').getByRole('meter')).not.toHaveAttribute('aria-valuenow', '0');
      await expectNoSeriousViolations(page, '/voice-call active');
      await shot(page, `call-active-${t.send}`);
    }
  }
  const card = page.getByTestId('call-score');
  // The client can hang up at any moment, taking the End button away: end the call only while it is on.
  if (!(await card.isVisible())) await page.getByRole('button', { name: t.end }).click({ timeout: 5000 }).catch(() => undefined);
  await expect(card).toContainText(t.scoreTitle);
  await expect(card).toContainText(/\d+\/100/);
  await expect(card).toContainText(t.strengths);
  await expectNoSeriousViolations(page, '/voice-call score card');
  await shot(page, `call-score-${t.send}`);
  return Number((await card.getByText(/^\d+\/100$/).innerText()).split('/')[0]);
}

async function insightsListCall(page: Page, t: Texts, score: number) {
  await page.goto('/call-insights');
  await expect(page.getByRole('heading', { name: t.insights })).toBeVisible();
  const call = page.getByTestId('recent-call').first();
  await expect(call).toContainText(t.client);
  await expect(call).toContainText(`${score}/100`);
  await expectNoSeriousViolations(page, '/call-insights');
  await shot(page, `insights-${t.send}`);
}

test.setTimeout(180_000);

test('when an agent records a voice answer, takes a simulated call and opens insights in English, then each step shows real results', async ({ page }) => {
  await signIn(page, AGENT);
  await voiceAttempt(page, TEXTS.en);
  const score = await simulatedCall(page, TEXTS.en);
  await insightsListCall(page, TEXTS.en, score);
});

test('when the same journey runs in Russian, then the screens, the client and the analysis speak Russian', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
  await voiceAttempt(page, TEXTS.ru);
  const score = await simulatedCall(page, TEXTS.ru);
  await insightsListCall(page, TEXTS.ru, score);
});
