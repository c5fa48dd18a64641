import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { KnowledgeBasePage } from './knowledge-base-page';

const scenario = (id: number, title: string, type = 'chat') => ({
  id, title, description: 'Buyer wants a discount', scenario: 'The asking price is too high.', type, difficulty: 'medium', category: 'negotiation',
  clientName: 'Anna', clientType: 'Buyer', initialMessage: 'Can you do better on the price?', expectedResponse: '', tips: ['Use comparables'], isActive: true,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const analytics = {
  totalScenarios: 3, activeScenarios: 2, customPhrases: 4, totalPhrases: 12, trainingRecordings: 7,
  popularScenarios: [{ key: 'price-negotiation', title: 'Price Negotiation', sessions: 5, completed: 3 }],
};

afterEach(() => vi.unstubAllGlobals());

describe('KnowledgeBasePage', () => {
  it('when the API has no scenarios, then the empty state offers to add the first one', async () => {
    mockApi({ 'GET /api/scenarios': () => [] });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    expect(screen.getByRole('tab', { name: 'Scenarios', selected: true })).toBeTruthy();
    expect(await screen.findByText('No scenarios yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add First Scenario' }));
    expect(screen.getByRole('dialog', { name: 'Add Scenario' })).toBeTruthy();
  });

  it('when scenarios of each type exist, then each shows its type icon', async () => {
    mockApi({ 'GET /api/scenarios': () => [scenario(1, 'Chat one'), scenario(2, 'Voice one', 'voice'), scenario(3, 'Call one', 'call')] });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    expect(await screen.findByText('Chat one')).toBeTruthy();
    for (const type of ['chat', 'voice', 'call']) expect(screen.getByTestId(`scenario-icon-${type}`)).toBeTruthy();
  });

  it('when a scenario is added, then the dialog starts with the spec defaults, saving needs a title and an initial message, and the body is sent', async () => {
    const calls = mockApi({ 'GET /api/scenarios': () => [], 'POST /api/scenarios': (body) => ({ ...scenario(9, 'x'), ...(body as object) }) });
    const { props } = renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Scenario' }));
    const dialog = within(screen.getByRole('dialog'));
    expect((dialog.getByLabelText('Type') as HTMLSelectElement).value).toBe('chat');
    expect((dialog.getByLabelText('Difficulty') as HTMLSelectElement).value).toBe('medium');
    expect((dialog.getByLabelText('Category') as HTMLSelectElement).value).toBe('objection');
    expect((dialog.getByLabelText('Active (agents can practise it)') as HTMLInputElement).checked).toBe(true);
    const save = dialog.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Parking Objection' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText("Initial message (the client's opening line)"), { target: { value: 'Where do I park?' } });
    expect(save.disabled).toBe(false);
    for (let i = 0; i < 5; i++) fireEvent.click(dialog.getByRole('button', { name: 'Add Tip' }));
    expect((dialog.getByRole('button', { name: 'Add Tip' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Tip 1'), { target: { value: 'Mention the permit' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Remove tip 5' }));
    fireEvent.click(save);
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Scenario Added', description: 'New training scenario has been added successfully.' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Parking Objection', initialMessage: 'Where do I park?', type: 'chat', difficulty: 'medium', category: 'objection', isActive: true,
      // The contract's own parse: the empty tip slots are left out (the API drops them the same way).
      tips: ['Mention the permit'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when a scenario is edited, then the dialog is prefilled and saved with PUT', async () => {
    const calls = mockApi({ 'GET /api/scenarios': () => [scenario(4, 'Price Talk')], 'PUT /api/scenarios/4': (body) => ({ ...scenario(4, 'Price Talk'), ...(body as object) }) });
    const { props } = renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Price Talk' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Scenario' }));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Price Talk');
    expect((dialog.getByLabelText('Tip 1') as HTMLInputElement).value).toBe('Use comparables');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Scenario Updated' })));
    expect(calls.some((c) => c.method === 'PUT' && (c.body as { title: string }).title === 'Price Talk')).toBe(true);
  });

  it('when a scenario is deleted after confirmation, then DELETE is sent and the toast says so', async () => {
    const calls = mockApi({ 'GET /api/scenarios': () => [scenario(4, 'Price Talk')], 'DELETE /api/scenarios/4': () => null });
    const { props } = renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Price Talk' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete scenario?' });
    expect(confirm.textContent).toContain('The scenario "Price Talk" is removed.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Scenario Deleted', description: 'Training scenario has been removed.' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('when the Analytics tab opens, then the figures come from the API', async () => {
    mockApi({ 'GET /api/scenarios': () => [], 'GET /api/knowledge-base/analytics': () => analytics });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect((await screen.findByTestId('kb-total-scenarios')).textContent).toBe('3');
    expect(screen.getByTestId('kb-custom-phrases').textContent).toBe('4');
    expect(screen.getByTestId('kb-recordings').textContent).toBe('7');
    expect(screen.getByText('Price Negotiation')).toBeTruthy();
    expect(screen.getByText('Sessions: 5 · completed: 3')).toBeTruthy();
  });

  it('when a coaching phrase is added, then it is posted and the spec toast shows', async () => {
    const calls = mockApi({
      'GET /api/scenarios': () => [],
      'GET /api/coaching-phrases?all=true': () => [],
      'POST /api/coaching-phrases': (body) => ({ id: 30, ...(body as object), custom: true, createdAt: '2026-11-22T10:00:00.000Z' }),
    });
    const { props } = renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    fireEvent.click(screen.getByRole('tab', { name: 'Coaching Phrases' }));
    expect(await screen.findByText('No coaching phrases yet')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Phrase' })[0]!);
    const dialog = within(screen.getByRole('dialog', { name: 'Add Coaching Phrase' }));
    expect((dialog.getByLabelText('Category') as HTMLSelectElement).value).toBe('objections');
    const save = dialog.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    for (const [label, value] of [['Situation', 'Client delays'], ['Poor example', 'Hurry up'], ['Better example', 'What would help you decide?'], ['Tip', 'Ask, do not push']]) {
      expect(save.disabled).toBe(true);
      fireEvent.change(dialog.getByLabelText(label!), { target: { value } });
    }
    fireEvent.click(save);
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith({ title: 'Coaching Phrase Added', description: 'New coaching phrase has been added successfully.' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ category: 'objections', situation: 'Client delays', difficulty: 'medium', isActive: true });
  });

  it('when saving is under way, then the button reads "Saving..." and stays disabled', async () => {
    let release: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return new Response('[]', { status: 200 });
      return new Promise<Response>((resolve) => (release = resolve));
    }));
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledge-base' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Scenario' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Slow save' } });
    fireEvent.change(dialog.getByLabelText("Initial message (the client's opening line)"), { target: { value: 'Hello?' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const saving = (await dialog.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    release(new Response(JSON.stringify({ ...scenario(1, 'Slow save') }), { status: 201 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
