import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useParams } from 'react-router-dom';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { ChatWizard } from './chat-wizard';

function SessionMarker() {
  return <p>session {useParams().id}</p>;
}

const tree = (
  <Routes>
    <Route path="/chat" element={<ChatWizard />} />
    <Route path="/chat/sessions/:id" element={<SessionMarker />} />
  </Routes>
);

const challenge = (id: number, title: string, type = 'chat') => ({
  id, title, type, description: `${title} description`, scenario: 's', initialMessage: 'i', difficulty: 'medium', category: 'objection', clientName: null, clientType: null, tips: [],
});

const created = {
  id: 42, userId: 7, type: 'chat', scenario: 'x', scenarioKey: 'property-inquiry', challengeId: null, scenarioTitle: 'Property Inquiry',
  personality: 'C', difficulty: 'hard', language: 'en', score: 0, completed: false, completedAt: null, createdAt: '2026-11-21T10:00:00.000Z',
  messageCount: 1, messages: [{ id: 1, sessionId: 42, content: 'Hello', isAgent: false, createdAt: '2026-11-21T10:00:00.000Z', feedback: null }],
};

afterEach(() => vi.unstubAllGlobals());

describe('ChatWizard', () => {
  it('when no chat challenge exists, then the built-in scenarios are offered', async () => {
    mockApi({ 'GET /api/challenges': () => [challenge(1, 'Voice only', 'voice')] });
    renderWithProviders(tree, { path: '/chat' });
    await screen.findByRole('button', { name: /Property Inquiry/ });
    const list = screen.getByRole('list');
    const titles = within(list).getAllByRole('button').map((b) => b.querySelector('strong')?.textContent);
    expect(titles).toEqual([
      'Property Inquiry', 'Investment Consultation', 'Price Negotiation', 'Investor Price Objection',
      'First-Time Buyer Inquiry', 'Bulk Purchase Negotiation', 'Off-Plan Inquiry',
    ]);
    expect(screen.queryByText('Voice only')).toBeNull();
    expect(screen.getByRole('link', { name: /History/ }).getAttribute('href')).toBe('/chat/history');
  });

  it('when a scenario, a difficulty and a personality are chosen, then the session is created and the chat opens', async () => {
    const calls = mockApi({ 'GET /api/challenges': () => [], 'POST /api/sessions': () => created });
    renderWithProviders(tree, { path: '/chat' });
    fireEvent.click(await screen.findByRole('button', { name: /Property Inquiry/ }));

    expect(screen.getByRole('heading', { name: 'Choose Difficulty Level' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    for (const label of ['Beginner', 'Intermediate', 'Advanced']) expect(screen.getByRole('button', { name: new RegExp(label) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Advanced/ }));

    expect(screen.getByRole('heading', { name: 'Choose Client Personality' })).toBeTruthy();
    const c = screen.getByRole('button', { name: /Detail-Oriented & Thorough/ });
    expect(c.textContent).toContain('Conscientious');
    expect(c.textContent).toContain('Analytical');
    expect(c.textContent).toContain('Asks for specifications, data and market conditions');
    expect(screen.getByRole('button', { name: /Direct & Decisive/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Social & Engaging/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Thoughtful & Steady/ })).toBeTruthy();
    fireEvent.click(c);

    expect(await screen.findByText('session 42')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST', path: '/api/sessions', body: { type: 'chat', score: 0, scenarioId: 'property-inquiry', personality: 'C', difficulty: 'hard' },
    });
  });

  it('when back is pressed, then the wizard returns one step at a time', async () => {
    mockApi({ 'GET /api/challenges': () => [challenge(5, 'Investor Price Objection')] });
    renderWithProviders(tree, { path: '/chat' });
    fireEvent.click(await screen.findByRole('button', { name: /Investor Price Objection/ }));
    fireEvent.click(screen.getByRole('button', { name: /Beginner/ }));
    expect(screen.getByRole('heading', { name: 'Choose Client Personality' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Choose Difficulty Level' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Chat Practice' })).toBeTruthy();
  });

  it('when the home opens /chat?challenge=<id>, then the wizard starts at the difficulty with that challenge', async () => {
    const calls = mockApi({
      'GET /api/challenges': () => [challenge(3, 'Off-Plan Inquiry'), challenge(9, 'Bulk Purchase Negotiation')],
      'POST /api/sessions': () => ({ ...created, id: 77 }),
    });
    renderWithProviders(tree, { path: '/chat?challenge=9' });
    expect(await screen.findByRole('heading', { name: 'Choose Difficulty Level' })).toBeTruthy();
    expect(screen.getByText('Scenario: Bulk Purchase Negotiation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Intermediate/ }));
    fireEvent.click(screen.getByRole('button', { name: /Social & Engaging/ }));
    await screen.findByText('session 77');
    expect(calls.at(-1)?.body).toMatchObject({ scenarioId: 'challenge-9', personality: 'I', difficulty: 'medium' });
  });

  it('when the interface is Russian, then the steps read in Russian', async () => {
    mockApi({ 'GET /api/challenges': () => [] });
    renderWithProviders(tree, { path: '/chat', language: 'ru' });
    fireEvent.click(await screen.findByRole('button', { name: /Переговоры о цене/ }));
    expect(screen.getByRole('heading', { name: 'Выберите уровень сложности' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Начальный/ }));
    expect(screen.getByRole('heading', { name: 'Выберите тип клиента' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Прямой и решительный/ })).toBeTruthy();
  });

  it('when the session cannot be created, then the wizard says so and stays on the personality step', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) =>
      String(url).endsWith('/api/challenges')
        ? new Response('[]', { status: 200 })
        : new Response(JSON.stringify({ message: 'Scenario, personality, or difficulty not found' }), { status: 404 }),
    ));
    renderWithProviders(tree, { path: '/chat' });
    fireEvent.click(await screen.findByRole('button', { name: /Price Negotiation/ }));
    fireEvent.click(screen.getByRole('button', { name: /Beginner/ }));
    fireEvent.click(screen.getByRole('button', { name: /Thoughtful & Steady/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The session could not be started. Please try again.'));
  });
});
