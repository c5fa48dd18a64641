import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, signIn } from '../support/accounts';
import { dismissInstallBanner } from '../support/shell';

// Issue 26 item 6: stored content (question bank, knowledge-base scenarios) reads in the admin's language.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const CYRILLIC = /[а-яё]/i;
// The first screen of a remote on a loaded machine takes longer than the default 10 s to appear.
const FIRST_SCREEN = { timeout: 45_000 };

async function russianAdmin(page: Page) {
  await dismissInstallBanner(page);
  await signIn(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
}

// At a phone's and a desktop's size: the admin screens lay out differently, the texts must not.
for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('when a Russian admin opens the question bank, then seeded questions are in Russian and a new one is stored with its Russian text', async ({ page }) => {
      test.setTimeout(120_000);
      const id = unique();
      await russianAdmin(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'База вопросов' })).toBeVisible(FIRST_SCREEN);
      const seeded = page.getByTestId('category-property-basics').getByTestId('question-row');
      await expect(seeded.first()).toBeVisible(FIRST_SCREEN);
      for (const text of await seeded.allTextContents()) expect(text).toMatch(CYRILLIC);
      await expect(page.getByTestId('category-property-basics').getByTestId('untranslated-badge')).toHaveCount(0);

      await page.getByRole('button', { name: 'Добавить вопрос' }).click();
      const dialog = page.getByRole('dialog', { name: 'Новый вопрос' });
      await dialog.getByLabel('Категория', { exact: true }).selectOption('legal-compliance');
      await dialog.getByLabel('Вопрос', { exact: true }).fill(`Who signs the transfer deed? ${id}`);
      await dialog.getByRole('textbox', { name: 'Вариант 1', exact: true }).fill('Both parties');
      await dialog.getByRole('textbox', { name: 'Вариант 2', exact: true }).fill('Only the agent');
      await dialog.getByLabel('Правильный ответ', { exact: true }).selectOption('Both parties');
      await expect(dialog.getByRole('button', { name: 'Текст на русском (необязательно)' })).toHaveAttribute('aria-expanded', 'true');
      await dialog.getByLabel('Вопрос (на русском)').fill(`Кто подписывает договор передачи? ${id}`);
      await dialog.getByRole('textbox', { name: 'Вариант 1 (на русском)' }).fill('Обе стороны');
      await dialog.getByRole('textbox', { name: 'Вариант 2 (на русском)' }).fill('Только агент');
      await page.screenshot({ path: test.info().outputPath('question-dialog-ru-390.png') });
      await dialog.getByRole('button', { name: 'Создать', exact: true }).click();
      await expect(dialog).toBeHidden();

      const row = page.getByTestId('question-row').filter({ hasText: id });
      await expect(row).toContainText(`Кто подписывает договор передачи? ${id}`);
      await expect(row.getByTestId('untranslated-badge')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('question-bank-ru-390.png'), fullPage: true });

      // Put the bank back as other journeys expect it.
      const questionId = await row.getAttribute('data-question-id');
      await row.getByRole('button', { name: `Удалить вопрос ${questionId}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить', exact: true }).click();
      await expect(row).toHaveCount(0);
    });

    test('when a Russian admin opens the knowledge base, then seeded scenarios are in Russian and an untranslated one is marked EN', async ({ page }) => {
      test.setTimeout(120_000);
      const title = `Balcony Worries ${unique()}`;
      await russianAdmin(page);
      await page.goto('/knowledge-base');
      await expect(page.getByRole('article').first()).toBeVisible(FIRST_SCREEN);
      const titles = await page.getByRole('article').getByRole('heading').allTextContents();
      expect(titles.length).toBeGreaterThanOrEqual(7);
      for (const text of titles) expect(text).toMatch(CYRILLIC);
      await expect(page.getByRole('heading', { name: 'Возражение инвестора по цене' })).toBeVisible();

      await page.getByRole('button', { name: 'Добавить сценарий' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Название', { exact: true }).fill(title);
      await dialog.getByLabel('Первое сообщение (реплика клиента)', { exact: true }).fill('Is the balcony safe for children?');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByRole('article').filter({ hasText: title });
      await expect(card.getByTestId('untranslated-badge')).toHaveText('EN');

      // The Russian text added later replaces the English one for Russian readers.
      await card.getByRole('button', { name: `Изменить «${title}»` }).click();
      await dialog.getByLabel('Название (на русском)').fill('Сомнения насчёт балкона');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(dialog).toBeHidden();
      const translated = page.getByRole('article').filter({ hasText: 'Сомнения насчёт балкона' });
      await expect(translated.getByTestId('untranslated-badge')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('knowledge-base-ru-390.png'), fullPage: true });

      await translated.getByRole('button', { name: 'Удалить «Сомнения насчёт балкона»' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить', exact: true }).click();
      await expect(translated).toHaveCount(0);
    });
  });
}
