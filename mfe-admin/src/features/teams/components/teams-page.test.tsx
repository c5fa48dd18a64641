import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Team, TeamDashboard } from '@app/contracts/teams';
import { mockApi, renderWithProviders } from '@app/shell-sdk/testing';
import { Route, Routes } from 'react-router-dom';
import { TeamsPage } from './teams-page';

// As the admin app mounts it: under /teams/*.
const page = <Routes><Route path="/teams/*" element={<TeamsPage />} /></Routes>;

afterEach(() => vi.unstubAllGlobals());

const team = (id: number, myRole: Team['myRole'], name = `Team ${id}`): Team => ({ id, name, memberCount: 2, myRole, createdAt: '2026-11-01T00:00:00.000Z' });
const member = (userId: number, name: string, skills: Partial<TeamDashboard['members'][number]['skills']> = {}) => ({
  userId, name, role: 'member' as const, xp: 120, level: 1, sessions: 2, averageScore: 74, medals: { bronze: 1, silver: 0, gold: 0 }, lastActivityAt: '2026-11-24T10:00:00.000Z',
  skills: { confidence: null, clarity: null, value: null, cta: null, grammar: null, ...skills }, complianceFindings: 0,
});
const detail = { ...team(3, 'manager', 'North'), members: [{ userId: 10, name: 'Ann Agent', email: 'ann@example.com', role: 'member' }, { userId: 11, name: 'Max Manager', email: 'max@example.com', role: 'manager' }] };
const dashboard: TeamDashboard = {
  team: { id: 3, name: 'North' },
  members: [member(10, 'Ann Agent', { confidence: 85, clarity: 65, value: 40 })],
  assignments: [{ id: 5, kind: 'scenario', title: 'Property Inquiry', dueAt: '2026-12-01T10:00:00.000Z', done: 1, total: 2 }],
  trend: [{ weekStart: '2026-11-17', sessions: 0, averageScore: null }, { weekStart: '2026-11-24', sessions: 2, averageScore: 74 }],
};

describe('TeamsPage', () => {
  it('when a manager opens the list, then only the teams they manage show and there is no create form', async () => {
    mockApi({ 'GET /api/teams': () => [team(3, 'manager', 'North'), team(4, 'member', 'South')] });
    renderWithProviders(page, { path: '/teams', user: { role: 'user' } });
    const rows = await screen.findAllByTestId('team-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('North')]);
    expect(rows[0]!.getAttribute('href')).toBe('/teams/3');
    expect(screen.queryByRole('button', { name: 'Create team' })).toBeNull();
  });

  it('when an admin creates a team with an empty name, then the form says it is required and nothing is sent; a real name is posted', async () => {
    const calls = mockApi({ 'GET /api/teams': () => [], 'POST /api/teams': () => team(9, null, 'West') });
    renderWithProviders(page, { path: '/teams', user: { role: 'admin' } });
    expect(await screen.findByText('No teams yet. Create the first one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Team name' }), { target: { value: 'West' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'West' }));
  });

  it('when the dashboard loads, then completion, the heatmap in score colours and the trend show; a name opens the agent', async () => {
    mockApi({
      'GET /api/teams/3': () => detail,
      'GET /api/teams/3/dashboard': () => dashboard,
      'GET /api/teams/3/members/10/activity': () => ({ member: { userId: 10, name: 'Ann Agent' }, activities: [{ activityId: 'chat:1', kind: 'chat', score: 82, passed: null, medal: 'silver', skills: {}, completedAt: '2026-11-24T10:00:00.000Z' }] }),
    });
    renderWithProviders(page, { path: '/teams/3', user: { role: 'user' } });
    const completion = await screen.findByTestId('dashboard-assignment');
    expect(within(completion).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(completion).getByText('1 of 2 done')).toBeTruthy();
    const row = screen.getByTestId('heatmap-row');
    expect(within(row).getByTestId('heat-confidence').style.background).toBe('rgb(48, 164, 108)');
    expect(within(row).getByTestId('heat-clarity').style.background).toBe('rgb(212, 160, 23)');
    expect(within(row).getByTestId('heat-value').style.background).toBe('rgb(229, 72, 77)');
    expect(within(row).getByTestId('heat-grammar').textContent).toBe('—');
    expect(screen.getByTestId('trend-chart').querySelectorAll('circle')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Ann Agent' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Silver')).toBeTruthy();
    expect(within(dialog).getByText('82')).toBeTruthy();
  });

  it('when a manager assigns a scenario to chosen members, then the body names the scenario, requirement and members', async () => {
    const calls = mockApi({
      'GET /api/teams/3': () => detail,
      'GET /api/teams/3/dashboard': () => dashboard,
      'GET /api/teams/3/assignments': () => [],
      'GET /api/assignment-targets': () => [{ kind: 'scenario', target: 'property-inquiry', title: 'Property Inquiry' }, { kind: 'scenario', target: 'challenge-4', title: 'Villa objection' }],
      'POST /api/teams/3/assignments': () => ({ id: 6, teamId: 3, kind: 'scenario', target: 'challenge-4', title: 'Villa objection', requirement: { minScore: 70 }, dueAt: '2026-12-01T10:00:00.000Z', wholeTeam: false, done: 0, total: 1, assignees: [], createdAt: '2026-11-25T10:00:00.000Z' }),
    });
    renderWithProviders(page, { path: '/teams/3', user: { role: 'user' } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Assignments' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New assignment' }));
    await screen.findByRole('option', { name: 'Villa objection' });
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: 'challenge-4' } });
    fireEvent.change(screen.getByLabelText('Minimum score'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'The whole team' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ann Agent' }));
    const form = screen.getByRole('form', { name: 'New assignment' });
    fireEvent.click(within(form).getByRole('button', { name: 'New assignment' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'scenario', target: 'challenge-4', requirement: { minScore: 70 }, userIds: [10] }));
  });
});
