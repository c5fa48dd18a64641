import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { CoachPage } from './coach-page';

const phrase = (id: number, category: string, situation: string) => ({
  id, category, situation, poorExample: `Poor ${id}`, betterExample: `Better ${id}`, tip: `Tip ${id}`, difficulty: 'medium', custom: false, isActive: true, createdAt: '2026-11-22T10:00:00.000Z',
});
const PHRASES = [
  phrase(1, 'objections', 'The client says the price is too high.'),
  phrase(2, 'objections', 'The client says they need to think about it.'),
  phrase(3, 'objections', 'The client works with another agent.'),
  phrase(4, 'value-building', 'Just another flat.'),
  phrase(5, 'closing', 'Ask for the viewing.'),
  phrase(6, 'closing', 'Ready to offer.'),
];
const summary = (over: Record<string, unknown> = {}) => ({ id: 7, name: 'Alex', username: 'alex', role: 'user', streak: 1, averageScore: 70, totalSessions: 4, discProfile: null, ...over });

const card = () => screen.getByRole('article');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('CoachPage', { timeout: 30_000 }, () => {
  it('when the coach page opens, then the first objection phrase from the bank shows with all its parts', async () => {
    mockApi({ 'GET /api/coaching-phrases': () => PHRASES });
    renderWithProviders(<CoachPage />, { path: '/coach' });
    expect(screen.getByRole('heading', { name: 'Coach Me' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Phrase Bank', selected: true })).toBeTruthy();
    await screen.findByRole('article');
    const text = card().textContent;
    expect(text).toContain('The client says the price is too high.');
    expect(text).toContain('1 of 3');
    expect(text).toContain('Avoid saying');
    expect(text).toContain('Poor 1');
    expect(text).toContain('Try this instead');
    expect(text).toContain('Better 1');
    expect(text).toContain('Pro Tip');
    expect(screen.getByRole('link', { name: 'Practice with Voice' }).getAttribute('href')).toBe('/voice');
    expect(screen.getByRole('link', { name: 'Practice in Chat' }).getAttribute('href')).toBe('/chat');
  });

  it('when the user saved phrases from chat feedback, then My phrases lists them and one can be removed', async () => {
    let saved = [{ id: 3, text: 'Shall we book a viewing on Saturday?', source: 'message:9', createdAt: '2026-11-22T10:00:00.000Z' }];
    const calls = mockApi({
      'GET /api/coaching-phrases': () => PHRASES,
      'GET /api/saved-phrases': () => saved,
      'DELETE /api/saved-phrases/3': () => {
        saved = [];
        return {};
      },
    });
    renderWithProviders(<CoachPage />, { path: '/coach' });
    const mine = await screen.findByTestId('my-phrases');
    expect(await within(mine).findByText('Shall we book a viewing on Saturday?')).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: 'Remove "Shall we book a viewing on Saturday?"' }));
    expect(await within(mine).findByText('Save a suggestion from your chat feedback and it appears here.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('when Previous is pressed on the first phrase, then it wraps to the last, and a dot jumps to its phrase', async () => {
    mockApi({ 'GET /api/coaching-phrases': () => PHRASES });
    renderWithProviders(<CoachPage />, { path: '/coach' });
    await screen.findByRole('article');
    click('Previous');
    expect(card().textContent).toContain('3 of 3');
    click('Next');
    expect(card().textContent).toContain('1 of 3');
    click('Show phrase 2');
    expect(card().textContent).toContain('The client says they need to think about it.');
  });

  it('when another category is chosen, then it starts at its first phrase', async () => {
    mockApi({ 'GET /api/coaching-phrases': () => PHRASES });
    renderWithProviders(<CoachPage />, { path: '/coach' });
    await screen.findByRole('article');
    click('Next');
    click('Call-to-Action');
    expect(card().textContent).toContain('1 of 2');
    expect(card().textContent).toContain('Ask for the viewing.');
  });

  it('when the DISC Profile tab shows a stored profile, then its type, percents and three tips show', async () => {
    mockApi({ 'GET /api/coaching-phrases': () => PHRASES, 'GET /api/user/7': () => summary({ discProfile: { primaryType: 'S', primaryStyle: 'S', dominant: 10, influencer: 20, steady: 50, compliant: 20, updatedAt: null } }) });
    renderWithProviders(<CoachPage />, { path: '/coach', user: { id: 7 } });
    fireEvent.click(screen.getByRole('tab', { name: 'DISC Profile' }));
    const profile = await screen.findByTestId('disc-profile');
    expect(within(profile).getByText('Steady', { selector: 'p' })).toBeTruthy();
    expect(within(profile).getAllByText('50%')).toHaveLength(1);
    expect(within(screen.getByTestId('disc-tips')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('when Analyze is pressed without a profile, then the inferred profile is stored and shown', async () => {
    let profile: unknown = null;
    const calls = mockApi({
      'GET /api/user/7': () => summary({ discProfile: profile }),
      'POST /api/analyze-disc': () => {
        profile = { primaryType: 'C', primaryStyle: 'C', dominant: 10, influencer: 10, steady: 20, compliant: 60, updatedAt: '2026-11-22T10:00:00.000Z' };
        return { ...(profile as object), applied: true };
      },
    });
    renderWithProviders(<CoachPage />, { path: '/coach', user: { id: 7 } });
    fireEvent.click(screen.getByRole('tab', { name: 'DISC Profile' }));
    await screen.findByTestId('disc-profile-empty');
    click('Analyze');
    const card = await screen.findByTestId('disc-profile');
    expect(within(card).getByText('Conscientious', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByTestId('disc-inference')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/analyze-disc', body: { userId: 7 } });
  });

  it('when Analyze is pressed over an assessed profile, then the assessment stays, the inference shows beside it and the agent chooses', async () => {
    const assessed = { primaryType: 'S', primaryStyle: 'S', dominant: 10, influencer: 20, steady: 50, compliant: 20, updatedAt: null };
    const inferred = { primaryType: 'D', primaryStyle: 'D', dominant: 55, influencer: 15, steady: 15, compliant: 15, updatedAt: '2026-11-22T10:00:00.000Z' };
    let profile: unknown = assessed;
    const calls = mockApi({
      'GET /api/user/7': () => summary({ discProfile: profile }),
      'POST /api/analyze-disc': (body) => {
        if (!(body as { apply?: boolean }).apply) return { ...inferred, applied: false };
        profile = inferred;
        return { ...inferred, applied: true };
      },
    });
    renderWithProviders(<CoachPage />, { path: '/coach', user: { id: 7 } });
    fireEvent.click(screen.getByRole('tab', { name: 'DISC Profile' }));
    await screen.findByTestId('disc-profile');
    click('Analyze');
    const inference = await screen.findByTestId('disc-inference');
    expect(within(inference).getByText('Dominant', { selector: 'p' })).toBeTruthy();
    expect(within(screen.getByTestId('disc-profile')).getByText('Steady', { selector: 'p' })).toBeTruthy();

    click('Keep my current profile');
    await waitFor(() => expect(screen.queryByTestId('disc-inference')).toBeNull());
    expect(within(screen.getByTestId('disc-profile')).getByText('Steady', { selector: 'p' })).toBeTruthy();

    click('Analyze');
    await screen.findByTestId('disc-inference');
    click('Use this profile');
    expect(await screen.findByText('Your profile now follows your chats.')).toBeTruthy();
    expect(await within(screen.getByTestId('disc-profile')).findByText('Dominant', { selector: 'p' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('disc-inference')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ userId: 7 }, { userId: 7 }, { userId: 7, apply: true }]);
  });

  it('when the coach page is opened with ?tab=disc and a profile, then the DISC tab shows and offers a retake instead of the first assessment', async () => {
    mockApi({ 'GET /api/user/7': () => summary({ discProfile: { primaryType: 'I', primaryStyle: 'I', dominant: 10, influencer: 60, steady: 20, compliant: 10, updatedAt: null } }) });
    renderWithProviders(<CoachPage />, { path: '/coach?tab=disc', user: { id: 7 } });
    expect(screen.getByRole('tab', { name: 'DISC Profile', selected: true })).toBeTruthy();
    const profile = await screen.findByTestId('disc-profile');
    expect(within(profile).getByText('Influential', { selector: 'p' })).toBeTruthy();
    expect(within(profile).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(profile).getAllByRole('term').map((term) => term.textContent)).toEqual(['Dominance', 'Influence', 'Steadiness', 'Conscientiousness']);
    const invite = screen.getByTestId('disc-assessment-invite');
    expect(within(invite).getByRole('link', { name: 'Retake the DISC Assessment' }).getAttribute('href')).toBe('/disc-assessment');
    expect(within(invite).queryByText('Take the DISC Assessment')).toBeNull();
  });

  it('when the user has fewer than 3 sessions, then Analyze is disabled and says why', async () => {
    mockApi({ 'GET /api/user/7': () => summary({ totalSessions: 1 }) });
    renderWithProviders(<CoachPage />, { path: '/coach', user: { id: 7 } });
    fireEvent.click(screen.getByRole('tab', { name: 'DISC Profile' }));
    expect(await screen.findByText('Needs at least 3 completed sessions; you have 1.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Analyze' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Take the DISC Assessment' })[0]!.getAttribute('href')).toBe('/disc-assessment');
  });
});
