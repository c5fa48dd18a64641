import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { TeamTab } from './team-tab';

afterEach(() => vi.unstubAllGlobals());

const teams = [{ id: 3, name: 'North', memberCount: 3, myRole: 'member', createdAt: '2026-11-01T00:00:00.000Z' }];
const me = { id: 7, name: 'Alex Morgan', username: 'alex', email: 'a@example.com', role: 'user', language: 'en', emailVerified: true, streak: 0, averageScore: 0, totalSessions: 0, xp: 0, createdAt: '2026-11-01T00:00:00.000Z', leaderboardVisible: true };

describe('TeamTab', () => {
  it('when the leaderboard loads, then members show ranked with XP and medals, the caller marked, and another period is asked for', async () => {
    const calls = mockApi({
      'GET /api/teams': () => teams,
      'GET /api/auth/user': () => me,
      'GET /api/teams/3/leaderboard?period=week': () => [
        { rank: 1, name: 'Alex Morgan', anonymous: false, xp: 140, medals: 2, sessions: 3, me: true },
        { rank: 2, name: 'An agent', anonymous: true, xp: 60, medals: 0, sessions: 1, me: false },
      ],
      'GET /api/teams/3/leaderboard?period=all': () => [{ rank: 1, name: 'Alex Morgan', anonymous: false, xp: 900, medals: 5, sessions: 12, me: true }],
    });
    renderWithProviders(<TeamTab />);
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('You')).toBeTruthy();
    expect(within(rows[0]!).getByText('140 XP')).toBeTruthy();
    expect(within(rows[1]!).getByText('An agent')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All time' }));
    expect(await screen.findByText('900 XP')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/teams/3/leaderboard?period=all');
  });

  it('when the agent turns the name setting off, then the profile is patched with leaderboardVisible false', async () => {
    const calls = mockApi({
      'GET /api/teams': () => teams,
      'GET /api/auth/user': () => me,
      'GET /api/teams/3/leaderboard?period=week': () => [],
      'PATCH /api/auth/profile': () => ({ ...me, leaderboardVisible: false }),
    });
    renderWithProviders(<TeamTab />, { language: 'ru' });
    const box = await screen.findByRole('checkbox', { name: /Показывать моё имя/ });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(box);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ leaderboardVisible: false }));
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
  });

  it('when the agent is in no team, then the empty state asks them to be added', async () => {
    mockApi({ 'GET /api/teams': () => [] });
    renderWithProviders(<TeamTab />);
    expect(await screen.findByText('No team yet. Ask your manager to add you to one.')).toBeTruthy();
  });
});
