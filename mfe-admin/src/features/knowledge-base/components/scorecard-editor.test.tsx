import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminScenario } from '@app/contracts/scenarios';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { KnowledgeBasePage } from './knowledge-base-page';

const scenario = (over: Partial<AdminScenario> = {}): AdminScenario => ({
  id: 3, title: 'Cold lead', description: '', scenario: '', type: 'chat', difficulty: 'medium', category: 'follow-up',
  clientName: '', clientType: '', initialMessage: 'I am not sure any more.', expectedResponse: '', tips: [], isActive: true,
  createdAt: '2026-11-22T10:00:00.000Z', ...over,
});

afterEach(() => vi.unstubAllGlobals());

async function openAdd(language: 'en' | 'ru' = 'en') {
  const calls = mockApi({ 'GET /api/scenarios': () => [], 'POST /api/scenarios': (body) => ({ ...scenario(), ...(body as object) }) });
  renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base', language });
  fireEvent.click(await screen.findByRole('button', { name: language === 'ru' ? 'Добавить сценарий' : 'Add Scenario' }));
  return { calls, dialog: within(screen.getByRole('dialog')) };
}

describe('the scenario dialog edits its scorecard', () => {
  it('when the admin writes criteria, then each says whether the built-in coach checks it, and the card is posted with the scenario', async () => {
    const { calls, dialog } = await openAdd();
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Cold lead' } });
    fireEvent.change(dialog.getByLabelText("Initial message (the client's opening line)"), { target: { value: 'I am not sure any more.' } });
    expect(dialog.getByText(/scored on the default card/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Write its own card' }));
    fireEvent.change(dialog.getByLabelText('Pass mark (0-100)'), { target: { value: '75' } });
    const titles = ['Asks about budget and timeline', 'Books a viewing', 'Mentions the school catchment area'];
    titles.forEach((title, i) => fireEvent.change(dialog.getByLabelText(`Criterion ${i + 1}: Title`), { target: { value: title } }));
    fireEvent.change(dialog.getByLabelText('Weight (1-10)', { selector: '#criterion-weight-0' }), { target: { value: '3' } });
    const judged = dialog.getAllByTestId('criterion-judge');
    expect(judged.map((j) => j.dataset.check)).toEqual(['budget-timeline', 'next-step', 'openai']);
    expect(judged[0]!.textContent).toBe('Checked by the built-in coach: questions about budget and timeline');
    expect(judged[2]!.textContent).toContain('Only the openai provider can judge this criterion');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      scorecard: { passMark: 75, criteria: [{ title: titles[0], description: '', weight: 3 }, { title: titles[1], weight: 1 }, { title: titles[2], weight: 1 }] },
    });
  });

  it('when a criterion has no title, then the dialog says so in the contract\'s words and nothing is posted', async () => {
    const { calls, dialog } = await openAdd();
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Cold lead' } });
    fireEvent.change(dialog.getByLabelText("Initial message (the client's opening line)"), { target: { value: 'I am not sure any more.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Write its own card' }));
    fireEvent.change(dialog.getByLabelText('Criterion 1: Title'), { target: { value: 'Books a viewing' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Each criterion needs a title');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when the card has 8 criteria, then no more can be added; with 3, none can be removed', async () => {
    const { dialog } = await openAdd();
    fireEvent.click(dialog.getByRole('button', { name: 'Write its own card' }));
    expect((dialog.getByRole('button', { name: 'Remove criterion 1' }) as HTMLButtonElement).disabled).toBe(true);
    const add = dialog.getByRole('button', { name: 'Add criterion' }) as HTMLButtonElement;
    for (let i = 0; i < 5; i += 1) fireEvent.click(add);
    expect(add.disabled).toBe(true);
    expect(dialog.getAllByRole('region')).toHaveLength(8);
  });

  it('when a scenario with a card is edited in Russian, then its criteria are prefilled and the texts are Russian', async () => {
    const card = { passMark: 80, criteria: [{ id: 'c1', title: 'Назначает встречу', description: '', weight: 2, check: 'next-step' as const }, { id: 'c2', title: 'Спрашивает о бюджете', description: '', weight: 1, check: 'budget-timeline' as const }, { id: 'c3', title: 'Упоминает школу', description: '', weight: 1, check: null }] };
    mockApi({ 'GET /api/scenarios': () => [scenario({ scorecard: card })] });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base', language: 'ru' });
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить «Cold lead»' }));
    const dialog = within(screen.getByRole('dialog'));
    expect((dialog.getByLabelText('Проходной балл (0-100)') as HTMLInputElement).value).toBe('80');
    expect((dialog.getByLabelText('Критерий 1: Название') as HTMLInputElement).value).toBe('Назначает встречу');
    expect(dialog.getAllByTestId('criterion-judge')[0]!.textContent).toBe('Проверяет встроенный коуч: следующий шаг и его момент');
  });
});
