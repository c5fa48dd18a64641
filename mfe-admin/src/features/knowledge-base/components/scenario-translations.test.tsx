import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminScenario } from '@app/contracts/scenarios';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { KnowledgeBasePage } from './knowledge-base-page';

const scenario = (id: number, title: string, over: Partial<AdminScenario> = {}): AdminScenario => ({
  id, title, description: 'Buyer wants a discount', scenario: 'The asking price is too high.', type: 'chat', difficulty: 'medium', category: 'negotiation',
  clientName: 'Anna', clientType: 'Buyer', initialMessage: 'Can you do better on the price?', expectedResponse: '', tips: ['Use comparables'], isActive: true,
  createdAt: '2026-11-22T10:00:00.000Z', ...over,
});
const translated = scenario(1, 'Price Talk', {
  translations: { ru: { title: 'Разговор о цене', description: 'Покупатель просит скидку', initialMessage: 'Можно ли дешевле?', tips: ['Опирайтесь на аналоги'] } },
});
const analytics = {
  totalScenarios: 2, activeScenarios: 2, customPhrases: 0, totalPhrases: 12, trainingRecordings: 0,
  popularScenarios: [{ key: 'price-negotiation', title: 'Price Negotiation', sessions: 5, completed: 3 }, { key: 'challenge-1', title: 'Price Talk', sessions: 2, completed: 1 }],
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('knowledge-base scenarios in the reader language', () => {
  it('when the admin reads in Russian, then a translated scenario shows its Russian texts and an untranslated one is marked EN', async () => {
    mockApi({ 'GET /api/scenarios': () => [translated, scenario(2, 'Parking Objection')] });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base', language: 'ru' });
    const card = (await screen.findByRole('heading', { name: 'Разговор о цене' })).closest('article')!;
    expect(card.textContent).toContain('Покупатель просит скидку');
    expect(card.textContent).toContain('Можно ли дешевле?');
    expect(within(card as HTMLElement).queryByTestId('untranslated-badge')).toBeNull();
    const other = screen.getByRole('heading', { name: 'Parking Objection' }).closest('article')!;
    expect(within(other as HTMLElement).getByTestId('untranslated-badge').textContent).toBe('EN');
  });

  it('when a scenario is added with Russian texts, then they are posted as its translation', async () => {
    const calls = mockApi({ 'GET /api/scenarios': () => [], 'POST /api/scenarios': (body) => ({ ...scenario(9, 'x'), ...(body as object) }) });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Scenario' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Parking Objection' } });
    fireEvent.change(dialog.getByLabelText("Initial message (the client's opening line)"), { target: { value: 'Where do I park?' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Russian text (optional)', expanded: false }));
    const section = within(dialog.getByRole('group', { name: 'Russian text (optional)' }));
    fireEvent.change(section.getByLabelText('Title (Russian)'), { target: { value: 'Возражение о парковке' } });
    fireEvent.change(section.getByLabelText("Initial message (the client's opening line) (Russian)"), { target: { value: 'Где мне парковаться?' } });
    fireEvent.click(section.getByRole('button', { name: 'Add Tip (Russian)' }));
    fireEvent.change(section.getByLabelText('Tip 1 (Russian)'), { target: { value: 'Упомяните разрешение' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Parking Objection',
      translations: { ru: { title: 'Возражение о парковке', initialMessage: 'Где мне парковаться?', tips: ['Упомяните разрешение'] } },
    });
  });

  it('when a translated scenario is edited, then the Russian texts are prefilled', async () => {
    mockApi({ 'GET /api/scenarios': () => [translated] });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Price Talk' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Scenario' }));
    expect((dialog.getByLabelText('Title (Russian)') as HTMLInputElement).value).toBe('Разговор о цене');
    expect((dialog.getByLabelText('Tip 1 (Russian)') as HTMLInputElement).value).toBe('Опирайтесь на аналоги');
  });

  it('when the analytics are read in Russian, then built-in and knowledge-base scenarios are named in Russian', async () => {
    mockApi({ 'GET /api/scenarios': () => [translated], 'GET /api/knowledge-base/analytics': () => analytics });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base', language: 'ru' });
    fireEvent.click(screen.getByRole('tab', { name: 'Аналитика' }));
    expect(await screen.findByText('Переговоры о цене')).toBeTruthy();
    expect(await screen.findByText('Разговор о цене', { selector: 'strong' })).toBeTruthy();
  });

  it.each([
    ['en', 'You are offline'],
    ['ru', 'Нет подключения к интернету'],
  ] as const)('when the device is offline (%s), then the scenarios say it is offline', async (language, offline) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base', language });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(offline);
  });
});
