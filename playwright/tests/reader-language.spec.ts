import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, signIn } from '../support/accounts';
import { signInFreshAgent } from '../support/shell';

// Issue 26 item 6: what happened in English reads in Russian for a Russian reader.
// The page's session cookie signs the API calls; a cookie write names its origin (CSRF check).
const inEnglish = (baseURL: string) => ({ Origin: new URL(baseURL).origin, 'Accept-Language': 'en' });

async function readInRussian(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.goto(path);
}

// At a phone's and a desktop's size: the same texts, in the layouts each reader sees.
for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('when an agent practised in English and reads in Russian, then the home activity, the history and the coaching tip are Russian', async ({ page, baseURL }) => {
      // A new agent: their history and notifications hold only what this test did.
      await signInFreshAgent(page, baseURL!);
      const headers = inEnglish(baseURL!);
      const session = await (await page.request.post('/api/sessions', { headers, data: { scenarioId: 'property-inquiry', personality: 'S', difficulty: 'easy' } })).json();
      const reply = 'Thank you for your interest! What matters most to you in a new home, so I can show you the best options?';
      expect((await page.request.post('/api/messages', { headers, data: { sessionId: session.id, content: reply, isAgent: true } })).ok()).toBe(true);
      expect((await page.request.patch(`/api/sessions/${session.id}`, { headers, data: { completed: true } })).ok()).toBe(true);
      // The coaching tip follows the completion in a listener of its own: wait until it is stored.
      await expect
        .poll(async () => JSON.stringify(await (await page.request.get('/api/notifications', { headers })).json()), { timeout: 30_000 })
        .toContain('notifications:items.coachingTip.title');

      await readInRussian(page, '/');
      const activity = page.getByTestId('recent-activity');
      await expect(activity).toContainText('Запрос по объекту');
      await expect(activity).not.toContainText('Property Inquiry');
      await page.getByTestId('notification-bell').click();
      const tip = page.getByTestId('notification-panel').getByTestId('notification').filter({ hasText: 'Совет коуча' });
      await expect(tip).toContainText('В прошлой сессии слабее всего');
      await page.keyboard.press('Escape');

      await page.goto('/chat/history');
      await expect(page.getByText('Запрос по объекту')).toBeVisible();
      await expect(page.getByText('Property Inquiry')).toHaveCount(0);
    });

    test('when an admin wrote in English and reads the audit log in Russian, then the entries and their changes are Russian', async ({ page, baseURL, request }) => {
      await signIn(page, ADMIN, baseURL);
      const headers = inEnglish(baseURL!);
      const recording = { transcript: 'Agent: Good morning! Client: I want a flat.', scenario: 'first-time-buyer', outcome: 'positive' };
      expect((await page.request.post('/api/ai-training/upload-json', { headers, data: { recordings: [recording] } })).ok()).toBe(true);
      // Another account (registered apart from the admin's page) made admin by the admin, in English.
      const id = Date.now().toString(36);
      const account = { name: `Mira ${id}`, username: `mira_${id}`, email: `mira.${id}@example.test`, password: 'fresh-agent-2026' };
      expect((await request.post('/api/auth/register', { data: account })).ok()).toBe(true);
      const users = (await (await page.request.get('/api/admin/users', { headers })).json()) as { id: number; email: string }[];
      const mira = users.find((u) => u.email === account.email)!;
      const put = await page.request.put(`/api/admin/users/${mira.id}`, { headers, data: { name: account.name, email: account.email, role: 'admin' } });
      expect(put.ok(), await put.text()).toBe(true);

      await readInRussian(page, '/admin');
      await page.getByRole('tab', { name: 'Журнал изменений' }).click();
      // The newest entry first: an earlier run or journey may have uploaded the same recording.
      const upload = page.getByTestId('audit-entry').filter({ hasText: '1 × Первая покупка' }).first();
      await expect(upload).toContainText('загрузил(а) обучающие данные');
      const role = page.getByTestId('audit-entry').filter({ hasText: account.name }).first();
      await role.getByText('Изменено полей: 1').click();
      await expect(role.getByTestId('audit-change')).toHaveText(['РольПользовательАдминистратор']);
      await expect(page.getByTestId('audit-entry').first()).not.toContainText(/uploaded|updated|first-time-buyer/);
    });
  });
}
