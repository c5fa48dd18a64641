import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { SessionPage } from './session-page';

const at = '2026-11-21T10:00:00.000Z';
const session = {
  id: 5, userId: 7, type: 'chat', scenario: 'x', scenarioKey: 'price-negotiation', challengeId: null, scenarioTitle: 'Price Negotiation',
  personality: 'D', difficulty: 'medium', language: 'en', score: 0, completed: false, completedAt: null, createdAt: at, messageCount: 1,
};
const fb = (n: number) => ({ confidence: n, clarity: n, grammar: 90, value: n, cta: n, strengths: ['s'], suggestions: ['t'], nextLevel: 'n' });
const opening = { id: 1, sessionId: 5, content: 'Key benefits and timeline, please.', isAgent: false, createdAt: at, feedback: null };
const agent = { id: 2, sessionId: 5, content: 'It is ten minutes from the metro.', isAgent: true, createdAt: at, feedback: fb(70) };
const reply = { id: 3, sessionId: 5, content: 'And the price?', isAgent: false, createdAt: at, feedback: null };
const scorecard = {
  sessionId: 5, scenarioId: 'price-negotiation', passMark: 70, score: 80, passed: true, medal: 'silver',
  criteria: [
    { id: 'objection', title: 'Answers her price objection with evidence', weight: 3, status: 'met', evidence: 'It is ten minutes from the metro.', messageId: 2, betterLine: null },
    { id: 'next-step', title: 'Moves the negotiation forward', weight: 2, status: 'missed', evidence: null, messageId: null, betterLine: 'Shall we call the seller on Thursday at 6 pm?' },
  ],
  compliance: { passed: true, findings: [] },
};

const tree = (
  <Routes>
    <Route path="/chat/sessions/:id" element={<SessionPage />} />
  </Routes>
);

afterEach(() => vi.unstubAllGlobals());

describe('SessionPage', () => {
  it('when the session has fewer than 3 messages, then End is disabled; with 3 it is enabled and shows the live score', async () => {
    mockApi({ 'GET /api/sessions/5': () => session, 'GET /api/sessions/5/messages': () => [opening] });
    const first = renderWithProviders(tree, { path: '/chat/sessions/5' });
    expect(await screen.findByText('Key benefits and timeline, please.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'End' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Score: 0')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Direct & Decisive' })).toBeTruthy();
    expect(screen.getByText('Price Negotiation')).toBeTruthy();
    first.unmount();

    mockApi({ 'GET /api/sessions/5': () => ({ ...session, messageCount: 3 }), 'GET /api/sessions/5/messages': () => [opening, agent, reply] });
    renderWithProviders(tree, { path: '/chat/sessions/5' });
    expect(await screen.findByText('And the price?')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'End' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Score: 70')).toBeTruthy();
    expect(screen.getAllByTestId('agent-message')).toHaveLength(1);
    expect(screen.getAllByTestId('client-message')).toHaveLength(2);
    expect(screen.getAllByTestId('feedback-card')).toHaveLength(1);
  });

  it('when End is pressed, then the server score shows in the Session Complete dialog and the home data refreshes', async () => {
    const calls = mockApi({
      'GET /api/sessions/5': () => ({ ...session, messageCount: 3 }),
      'GET /api/sessions/5/messages': () => [opening, agent, reply],
      'PATCH /api/sessions/5': () => ({ ...session, messageCount: 3, completed: true, score: 71, completedAt: at, scorecard }),
    });
    const { queryClient, props } = renderWithProviders(tree, { path: '/chat/sessions/5' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session Complete!' });
    expect(dialog.textContent).toContain('Great Work!');
    expect(screen.getByTestId('final-score').textContent).toBe('71/100');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ score: 70, completed: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['users', props.user.id] });
    expect(screen.getByRole('button', { name: 'Try Another Scenario' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeTruthy();
    // The scorecard: each criterion with its status, the agent's words, a better line, compliance and the medal.
    const card = screen.getByTestId('session-scorecard');
    expect(card.textContent).toContain('80/100 on the card · pass mark 70 · Passed');
    expect(card.textContent).toContain('Your words: «It is ten minutes from the metro.»');
    expect(card.textContent).toContain('Better line: Shall we call the seller on Thursday at 6 pm?');
    expect(card.textContent).toContain('Compliance: no issues found.');
    expect(screen.getByTestId('medal').textContent).toBe('Silver medal');
    expect(screen.getAllByTestId('criterion').map((c) => c.dataset.status)).toEqual(['met', 'missed']);
    expect(calls.some((c) => c.path === '/api/sessions/5/scorecard')).toBe(false);
    // The transcript underneath is now read-only.
    await waitFor(() => expect(screen.queryByPlaceholderText('Type your response...')).toBeNull());
  });

  it('when the Session Complete dialog opens, then focus is on its first action, Tab stays inside and Escape closes it', async () => {
    mockApi({
      'GET /api/sessions/5': () => ({ ...session, messageCount: 3 }),
      'GET /api/sessions/5/messages': () => [opening, agent, reply],
      'PATCH /api/sessions/5': () => ({ ...session, messageCount: 3, completed: true, score: 71, completedAt: at }),
    });
    renderWithProviders(tree, { path: '/chat/sessions/5' });
    fireEvent.click(await screen.findByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session Complete!' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain('71/100');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' })));
    // The page behind is out of reach: its buttons are hidden from assistive technology.
    expect(screen.queryByRole('button', { name: 'Back to scenarios' })).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Session complete. Final score: 71/100')).toBeTruthy();
  });

  it('when Try again is pressed, then a new session starts on the same scenario, personality and difficulty', async () => {
    const calls = mockApi({
      'GET /api/sessions/5': () => ({ ...session, messageCount: 3 }),
      'GET /api/sessions/5/messages': () => [opening, agent, reply],
      'PATCH /api/sessions/5': () => ({ ...session, messageCount: 3, completed: true, score: 71, completedAt: at, scorecard }),
      'POST /api/sessions': () => ({ ...session, id: 6, messageCount: 1, messages: [{ ...opening, id: 9, sessionId: 6, content: 'Back again?' }] }),
    });
    renderWithProviders(tree, { path: '/chat/sessions/5' });
    fireEvent.click(await screen.findByRole('button', { name: 'End' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again?')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'chat', score: 0, scenarioId: 'price-negotiation', personality: 'D', difficulty: 'medium' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the session is complete, then its transcript is read-only with the final score', async () => {
    mockApi({
      'GET /api/sessions/5': () => ({ ...session, completed: true, score: 70, completedAt: at, messageCount: 3 }),
      'GET /api/sessions/5/messages': () => [opening, agent, reply],
    });
    renderWithProviders(tree, { path: '/chat/sessions/5' });
    expect(await screen.findByText('Session complete. Final score: 70/100')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End' })).toBeNull();
    expect(screen.queryByPlaceholderText('Type your response...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to history' })).toBeTruthy();
  });
});
