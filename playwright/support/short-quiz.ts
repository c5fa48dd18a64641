import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './accounts';

// A short Market Analysis quiz: the admin deactivates all but three of its questions (two multiple
// choice and one text). Idempotent: a second call finds only the three active.
const KEEP = ['MA-001', 'MA-002', 'MA-021'];
const RIGHT: Record<string, string> = {
  'gross rental yield': '6%',
  'net yield more useful': 'It accounts for costs such as management, maintenance, insurance and vacancies',
};
const CMA = 'A CMA estimates the likely selling price from recently sold comparables, active listings and expired listings, adjusted for differences in size, condition and location, giving a recommended price range.';

export async function shortenMarketAnalysis(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const questions = (await (await request.get('/api/admin/quiz-questions', { headers })).json()) as { id: number; questionId: string; category: string; isActive: boolean }[];
  for (const q of questions.filter((q) => q.category === 'market-analysis' && q.isActive && !KEEP.includes(q.questionId))) {
    expect((await request.patch(`/api/admin/quiz-questions/${q.id}/toggle`, { headers })).ok()).toBe(true);
  }
}

/** Answers the short quiz's three questions: right or wrong multiple choice, and the text question; then submits. */
export async function answerShortQuiz(page: Page, right: boolean, submit: string, text: string) {
  for (let i = 0; i < 3; i += 1) {
    const textbox = page.getByRole('textbox');
    if (await textbox.isVisible()) {
      await textbox.fill(right ? CMA : text);
    } else {
      const legend = (await page.locator('legend').textContent()) ?? '';
      const key = Object.keys(RIGHT).find((k) => legend.includes(k));
      const radios = page.getByRole('radio');
      if (right && key) await page.getByLabel(RIGHT[key]!, { exact: true }).check();
      else if (right) await radios.first().check();
      else {
        const labels = await page.locator('fieldset label span').allTextContents();
        await page.getByLabel(labels.find((l) => !Object.values(RIGHT).includes(l))!, { exact: true }).check();
      }
    }
    if (i < 2) await page.getByRole('button', { name: /^(Next|Далее)$/ }).click();
  }
  await page.getByRole('button', { name: submit }).click();
}
