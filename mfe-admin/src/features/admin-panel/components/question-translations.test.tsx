import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminQuizQuestion } from '@app/contracts/quiz-questions';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { AdminPanelPage } from './admin-panel-page';

const q = (id: number, over: Partial<AdminQuizQuestion> = {}): AdminQuizQuestion => ({
  id, questionId: `PB-${String(id).padStart(3, '0')}`, type: 'multiple-choice', question: `Question ${id}?`, scenario: null,
  options: ['Yes', 'No'], correctAnswer: 'Yes', rubric: '', explanation: '', category: 'property-basics', subcategory: '',
  difficulty: 'beginner', points: 10, isActive: true, createdAt: '2026-11-01T10:00:00.000Z', ...over,
});
const translated = q(1, { question: 'What is equity?', translations: { ru: { question: 'Что такое собственный капитал?', options: ['Да', 'Нет'], correctAnswer: 'Да', explanation: 'Стоимость минус долг.' } } });
const bank = [translated, q(2, { question: 'What is a lien?' })];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('question bank in the reader language', () => {
  it('when the admin reads in Russian, then translated questions show in Russian and an untranslated one in English marked EN', async () => {
    mockApi({ 'GET /api/admin/quiz-questions': () => bank });
    renderWithProviders(<AdminPanelPage />, { path: '/admin', language: 'ru', user: { role: 'admin' } });
    const rows = await screen.findAllByTestId('question-row');
    expect(rows[0]!.textContent).toContain('Что такое собственный капитал?');
    expect(within(rows[0]!).queryByTestId('untranslated-badge')).toBeNull();
    expect(rows[1]!.textContent).toContain('What is a lien?');
    expect(within(rows[1]!).getByTestId('untranslated-badge').getAttribute('aria-label')).toBe('Перевода пока нет: показан английский текст');
  });

  it('when the admin reads in English, then the written texts show and nothing is marked', async () => {
    mockApi({ 'GET /api/admin/quiz-questions': () => bank });
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    expect(await screen.findByText('What is equity?')).toBeTruthy();
    expect(screen.queryByTestId('untranslated-badge')).toBeNull();
  });

  it('when a question is created with Russian texts, then they are posted slot by slot beside the English ones', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank, 'POST /api/admin/quiz-questions': () => q(10) });
    const { props } = renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = within(screen.getByRole('dialog'));
    // Closed for a new question in English; it opens on request.
    expect(dialog.queryByLabelText('Question (Russian)')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Russian text (optional)', expanded: false }));
    const section = within(dialog.getByRole('group', { name: 'Russian text (optional)' }));
    fireEvent.change(dialog.getByLabelText('Question'), { target: { value: 'Who holds the deposit?' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Option 1' }), { target: { value: 'The escrow agent' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Option 2' }), { target: { value: 'The seller' } });
    fireEvent.change(dialog.getByLabelText('Correct answer'), { target: { value: 'The escrow agent' } });
    fireEvent.change(section.getByLabelText('Question (Russian)'), { target: { value: 'Кто хранит задаток?' } });
    fireEvent.change(section.getByRole('textbox', { name: 'Option 1 (Russian)' }), { target: { value: 'Эскроу-агент' } });
    fireEvent.change(section.getByRole('textbox', { name: 'Option 2 (Russian)' }), { target: { value: 'Продавец' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Question created successfully' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      question: 'Who holds the deposit?',
      translations: { ru: { question: 'Кто хранит задаток?', options: ['Эскроу-агент', 'Продавец', '', ''] } },
    });
  });

  it('when only some options are translated, then the dialog says so and nothing is sent', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank });
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Question'), { target: { value: 'Who holds the deposit?' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Option 1' }), { target: { value: 'The escrow agent' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Option 2' }), { target: { value: 'The seller' } });
    fireEvent.change(dialog.getByLabelText('Correct answer'), { target: { value: 'The escrow agent' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Russian text (optional)' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Option 1 (Russian)' }), { target: { value: 'Эскроу-агент' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Translate every answer option, or leave all the translated options empty')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when the admin reads in Russian, then a new question opens with the Russian section open', async () => {
    mockApi({ 'GET /api/admin/quiz-questions': () => bank });
    renderWithProviders(<AdminPanelPage />, { path: '/admin', language: 'ru' });
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить вопрос' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Текст на русском (необязательно)', expanded: true })).toBeTruthy();
    expect(dialog.getByLabelText('Вопрос (на русском)')).toBeTruthy();
  });

  it('when a translated question is edited, then its Russian texts are prefilled and the stored explanation is kept', async () => {
    const calls = mockApi({ 'GET /api/admin/quiz-questions': () => bank, 'PUT /api/admin/quiz-questions/1': () => translated });
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit question PB-001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Question' }));
    expect((dialog.getByLabelText('Question (Russian)') as HTMLTextAreaElement).value).toBe('Что такое собственный капитал?');
    expect((dialog.getByRole('textbox', { name: 'Option 2 (Russian)' }) as HTMLInputElement).value).toBe('Нет');
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ translations: { ru: { question: 'Что такое собственный капитал?', explanation: 'Стоимость минус долг.' } } });
  });
});

describe('question bank without a network', () => {
  const failFetch = (online: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  };

  it.each([
    ['en', 'You are offline'],
    ['ru', 'Нет подключения к интернету'],
  ] as const)('when the device is offline (%s), then the bank says it is offline, not that the questions failed', async (language, offline) => {
    failFetch(false);
    renderWithProviders(<AdminPanelPage />, { path: '/admin', language });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(offline);
  });

  it('when online and the load fails, then the bank\'s own message shows with a retry', async () => {
    failFetch(true);
    renderWithProviders(<AdminPanelPage />, { path: '/admin' });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('Questions could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
