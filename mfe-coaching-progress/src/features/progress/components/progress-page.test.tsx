import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { ProgressPage } from './progress-page';

const achievement = (id: string, unlocked: boolean, rarity = 'common') => ({ id, name: `Name ${id}`, description: `About ${id}`, icon: 'star', rarity, unlocked, unlockedAt: unlocked ? '2026-11-21T08:00:00.000Z' : null });

const record = {
  level: 2,
  levelTitle: 'Apprentice',
  xp: 1250,
  xpToNext: 750,
  levelProgress: 25,
  streak: 3,
  stats: { averageScore: 78.4, successRate: 63, totalSessions: 8, perfectScores: 2, currentStreak: 3, totalQuizzes: 4 },
  achievements: [achievement('a1', true), achievement('a2', true, 'rare'), achievement('a3', true), achievement('a4', true), achievement('a5', false, 'epic')],
  history: [
    { activityId: 'chat:1', kind: 'chat', score: 64, completedAt: '2026-11-20T10:00:00.000Z' },
    { activityId: 'quiz:2', kind: 'quiz', score: 90, completedAt: '2026-11-21T10:00:00.000Z' },
  ],
  skills: { confidence: 70, clarity: 80, value: 60, cta: 55, persuasion: null, rapport: null },
  timezone: 'Europe/Moscow',
};

describe('ProgressPage', () => {
  it('when the record loads, then the overview shows level, title, XP, progress, the three tiles and 3 recent unlocks', async () => {
    mockApi({ 'GET /api/users/7/gamification': () => record });
    renderWithProviders(<ProgressPage />, { path: '/progress', user: { id: 7 } });
    expect(screen.getByTestId('progress-skeleton')).toBeTruthy();
    const level = await screen.findByTestId('level-card');
    expect(within(level).getByText('Level 2')).toBeTruthy();
    expect(within(level).getByText('Apprentice')).toBeTruthy();
    expect(within(level).getByText('1,250 XP')).toBeTruthy();
    expect(within(level).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(level).getByText('750 XP to level 3')).toBeTruthy();
    // The share of sessions scored 70 or more, not the average score (78.4).
    expect(screen.getByText('Success Rate').previousSibling!.textContent).toBe('63%');
    expect(screen.getByText('Share of practice sessions scored 70 or more')).toBeTruthy();
    expect(screen.getByText('Day Streak').previousSibling!.textContent).toBe('3');
    expect(screen.getByText('Sessions').previousSibling!.textContent).toBe('8');
    expect(screen.getAllByTestId(/^recent-/)).toHaveLength(3);
  });

  it('when the charts load, then their numbers are in tables for screen readers', { timeout: 15_000 }, async () => {
    mockApi({ 'GET /api/users/7/gamification': () => record });
    renderWithProviders(<ProgressPage />, { path: '/progress', user: { id: 7 } });
    const score = await screen.findByRole('table', { name: 'Score over time' }, { timeout: 8000 });
    expect(within(score).getAllByRole('row')).toHaveLength(3);
    expect(within(score).getByText('90')).toBeTruthy();
    const skills = screen.getByRole('table', { name: 'Skills' });
    expect(within(skills).getByRole('rowheader', { name: 'Clarity' }).nextSibling!.textContent).toBe('80%');
    expect(within(skills).queryByText('Persuasion')).toBeNull();
  });

  it('when the Stats tab opens, then every stats line of the spec shows', async () => {
    mockApi({ 'GET /api/users/7/gamification': () => record });
    renderWithProviders(<ProgressPage />, { path: '/progress', user: { id: 7 } });
    await screen.findByTestId('level-card');
    fireEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    const value = (label: string) => screen.getByText(label).nextSibling!.textContent;
    expect(value('Total sessions')).toBe('8');
    expect(value('Average score')).toBe('78%');
    expect(value('Perfect scores')).toBe('2');
    expect(value('Current streak (days)')).toBe('3');
    expect(value('Level progress')).toBe('25%');
    expect(value('Total XP')).toBe('1,250');
    expect(value('Achievements unlocked')).toBe('4 / 5');
    expect(value('Quiz sessions completed')).toBe('4');
    expect(value('Perfect score rate')).toBe('25%');
    expect(value('Level title')).toBe('Apprentice');
  });

  it('when the page opens, then it links to the assessment and coaching', () => {
    mockApi({ 'GET /api/users/7/gamification': () => record });
    renderWithProviders(<ProgressPage />, { path: '/progress', user: { id: 7 } });
    expect(screen.getByRole('link', { name: 'Take the DISC Assessment' }).getAttribute('href')).toBe('/disc-assessment');
    expect(screen.getByRole('link', { name: 'Open Coach Me' }).getAttribute('href')).toBe('/coach');
  });
});
