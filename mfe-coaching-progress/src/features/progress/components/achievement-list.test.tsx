import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { AchievementList } from './achievement-list';

const list = {
  unlocked: 1,
  total: 2,
  items: [
    { id: 'first-session', name: 'First Conversation', description: 'Complete your first practice session.', icon: 'message', rarity: 'common', unlocked: true, unlockedAt: '2026-11-21T08:00:00.000Z' },
    { id: 'streak-7', name: 'Week Warrior', description: 'Practise 7 days in a row.', icon: 'flame', rarity: 'rare', unlocked: false, unlockedAt: null },
  ],
};

describe('AchievementList', () => {
  it('when the achievements load, then the unlocked one is marked Unlocked and the locked one Locked, with the count', async () => {
    const calls = mockApi({ 'GET /api/users/7/achievements': () => list });
    renderWithProviders(<AchievementList />, { path: '/progress', user: { id: 7 } });
    const unlocked = await screen.findByTestId('achievement-first-session');
    expect(within(unlocked).getByText('First Conversation')).toBeTruthy();
    expect(within(unlocked).getByText('Unlocked')).toBeTruthy();
    expect(within(unlocked).getByText('Common')).toBeTruthy();
    expect(within(screen.getByTestId('achievement-streak-7')).getByText('Locked')).toBeTruthy();
    expect(screen.getByText('1 of 2 unlocked')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/users/7/achievements']);
  });

  it('when shown in Russian, then the labels are Russian', async () => {
    mockApi({ 'GET /api/users/7/achievements': () => list });
    renderWithProviders(<AchievementList />, { path: '/progress', user: { id: 7 }, language: 'ru' });
    expect(await screen.findByText('Открыто 1 из 2')).toBeTruthy();
    expect(screen.getByText('Редкое')).toBeTruthy();
  });

  it('when the request fails, then an error is shown instead of the list', async () => {
    mockApi({});
    renderWithProviders(<AchievementList />, { path: '/progress', user: { id: 7 } });
    expect((await screen.findByRole('alert')).textContent).toBe('Achievements could not be loaded.');
  });
});
