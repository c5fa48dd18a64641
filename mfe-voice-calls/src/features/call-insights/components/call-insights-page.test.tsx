import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallInsight } from '@app/contracts/voice';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { CallInsightsPage } from './call-insights-page';

const call = (id: number, score: number, personality: string, metrics: CallInsight['metrics'], clientName = `Client ${id}`): CallInsight => ({
  id, callSid: `SM${String(id).padStart(12, '0')}`, clientName, scenario: 'First-Time Buyer', difficulty: 'medium', personality,
  overallScore: score, duration: 65, completedAt: `2026-11-2${id}T10:00:00.000Z`, metrics, aiAnalysis: { summary: '' },
});
// Newest first, as GET /api/call-insights answers: the scores rose from 50 and 60 to 80 and 90.
const CALLS = [
  call(4, 90, 'S', { confidence: 80, clarity: 70, persuasion: 40, rapport: 90 }, 'Sarah Johnson'),
  call(3, 80, 'C', { confidence: 80, clarity: 70, persuasion: 50, rapport: 90 }, 'Michael Chen'),
  call(2, 60, 'D', { confidence: 80, clarity: 70, persuasion: 45, rapport: 90 }),
  call(1, 50, 'D', { confidence: 80, clarity: 70, persuasion: 45, rapport: 90 }),
];
const summary = (discProfile: object | null) => ({ id: 7, name: 'Alex', username: 'alex', role: 'user', streak: 0, averageScore: 0, totalSessions: 0, discProfile });

afterEach(() => vi.unstubAllGlobals());

describe('CallInsightsPage', () => {
  it('when the user has calls, then the trend comes from the scores and DISC Alignment reads the own profile of GET /api/user/:id', async () => {
    const calls = mockApi({
      'GET /api/call-insights': () => CALLS,
      'GET /api/user/7': () => summary({ primaryType: 'S', primaryStyle: 'S', dominant: 10, influencer: 20, steady: 50, compliant: 20, updatedAt: null }),
    });
    const { props } = renderWithProviders(<CallInsightsPage />, { path: '/call-insights' });
    expect(await screen.findByText('Your style: Steady')).toBeTruthy();
    // (80 + 90) / 2 - (50 + 60) / 2 = +30 points: a difference of scores, not a percentage.
    expect(screen.getByText('+30 pts')).toBeTruthy();
    expect(screen.queryByText(/\+30 ?%/)).toBeNull();
    expect(screen.getByText(/Sarah Johnson \(Steady\): Same style as yours/)).toBeTruthy();
    expect(screen.getByText(/Michael Chen \(Conscientious\): Different style/)).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/api/call-insights/disc-profile');
    fireEvent.click(screen.getByRole('button', { name: 'Focus on Weak Areas: Persuasion' }));
    expect(props.navigate).toHaveBeenCalledWith('/voice-training?focus=persuasion');
  });

  it('when the app speaks Russian, then the trend is in points and the focus button names the skill', async () => {
    mockApi({ 'GET /api/call-insights': () => CALLS, 'GET /api/user/7': () => summary(null) });
    renderWithProviders(<CallInsightsPage />, { path: '/call-insights', language: 'ru' });
    expect(await screen.findByText('+30 балл.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Работать над слабым навыком: Убедительность' })).toBeTruthy();
  });

  it('when the user has no DISC profile, then the card offers the assessment instead of a comparison', async () => {
    mockApi({ 'GET /api/call-insights': () => CALLS, 'GET /api/user/7': () => summary(null) });
    renderWithProviders(<CallInsightsPage />, { path: '/call-insights' });
    expect(await screen.findByRole('link', { name: 'Take the DISC assessment' })).toBeTruthy();
    expect(screen.queryByText(/Your style/)).toBeNull();
  });

  it('when a reminder time is chosen, then the reminder is saved for that time and the weakest skill', async () => {
    const calls = mockApi({ 'GET /api/call-insights': () => CALLS, 'GET /api/user/7': () => summary(null), 'POST /api/practice-reminders': () => ({ id: 1 }) });
    const { props } = renderWithProviders(<CallInsightsPage />, { path: '/call-insights' });
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule Practice Session' }));
    fireEvent.change(screen.getByLabelText('Remind me at'), { target: { value: '2026-12-01T18:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(props.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Reminder set' })));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ dueAt: new Date('2026-12-01T18:30').toISOString(), skill: 'persuasion' });
  });

  it('when no reminder time is chosen, then saving is off, the field says it is required and nothing is sent', async () => {
    const calls = mockApi({ 'GET /api/call-insights': () => CALLS, 'GET /api/user/7': () => summary(null), 'POST /api/practice-reminders': () => ({ id: 1 }) });
    const { props } = renderWithProviders(<CallInsightsPage />, { path: '/call-insights' });
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule Practice Session' }));
    const save = screen.getByRole('button', { name: 'Save reminder' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // Sent anyway (the form's own submit event), the time is checked with the API's rule.
    fireEvent.submit(save.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required');
    expect(screen.getByLabelText('Remind me at').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(props.toast).not.toHaveBeenCalled();
  });
});
