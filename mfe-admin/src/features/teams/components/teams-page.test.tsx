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

  it('when the dashboard loads on a phone, then completion, a card per member with skill chips in score colours, medals and the trend show; a card opens the agent with the session scorecard', async () => {
    mockApi({
      'GET /api/teams/3': () => detail,
      'GET /api/teams/3/dashboard': () => dashboard,
      'GET /api/teams/3/members/10/activity': () => ({
        member: { userId: 10, name: 'Ann Agent' },
        activities: [
          { activityId: 'chat:1', kind: 'chat', title: 'Property Inquiry', score: 82, passed: null, medal: 'silver', skills: {}, completedAt: '2026-11-24T10:00:00.000Z',
            scorecard: { passMark: 70, score: 84, passed: true, compliancePassed: true, criteria: [{ title: 'Finds out the need first', status: 'met' }, { title: 'Books a next step', status: 'missed' }] } },
          { activityId: 'quiz:4', kind: 'quiz', title: null, score: 55, passed: false, medal: null, scorecard: null, skills: {}, completedAt: '2026-11-23T10:00:00.000Z' },
        ],
      }),
    });
    renderWithProviders(page, { path: '/teams/3', user: { role: 'user' } });
    const completion = await screen.findByTestId('dashboard-assignment');
    expect(within(completion).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(completion).getByText('1 of 2 done')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Skills by member' })).toBeNull();
    const card = screen.getByTestId('heatmap-card');
    expect(getComputedStyle(within(card).getByTestId('heat-confidence')).borderColor).toBe('rgb(48, 164, 108)');
    expect(within(card).getByTestId('heat-confidence').textContent).toBe('Confidence 85');
    expect(getComputedStyle(within(card).getByTestId('heat-clarity')).borderColor).toBe('rgb(212, 160, 23)');
    expect(getComputedStyle(within(card).getByTestId('heat-value')).borderColor).toBe('rgb(229, 72, 77)');
    expect(within(card).getByTestId('heat-grammar').getAttribute('aria-label')).toBe('Grammar: not measured yet');
    expect(within(card).getByTestId('medal-bronze').textContent).toBe('Bronze 1');
    expect(within(card).getByText('Sessions: 2')).toBeTruthy();
    expect(screen.getByTestId('trend-chart').querySelectorAll('circle')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Open Ann Agent' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Silver')).toBeTruthy();
    expect(within(dialog).getByText('Property Inquiry')).toBeTruthy();
    const scorecard = within(dialog).getByTestId('drill-down-card');
    expect(within(scorecard).getByText('Books a next step')).toBeTruthy();
    expect(within(scorecard).getByText('Missed')).toBeTruthy();
    expect(within(scorecard).queryByText('Compliance finding')).toBeNull();
    expect(within(dialog).getByText('Not passed')).toBeTruthy();
  });

  it('when the dashboard loads on a desktop, then the heatmap is the members x skills grid', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    mockApi({ 'GET /api/teams/3': () => detail, 'GET /api/teams/3/dashboard': () => dashboard });
    renderWithProviders(page, { path: '/teams/3', user: { role: 'user' } });
    const row = await screen.findByTestId('heatmap-row');
    expect(screen.queryByTestId('heatmap-card')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Skills by member' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Confidence', 'Clarity', 'Value', 'Call to action', 'Grammar', 'Compliance findings', 'Sessions', 'Average', 'Medals']);
    expect(within(row).getByTestId('heat-confidence').style.background).toBe('rgb(48, 164, 108)');
    expect(within(row).getByTestId('heat-grammar').textContent).toBe('—');
  });

  it('when the manager picks each kind, then the target is labelled and offered for that kind; DISC has none and a medal only fits scenarios and calls', async () => {
    const calls = mockApi({
      'GET /api/teams/3': () => detail,
      'GET /api/teams/3/dashboard': () => dashboard,
      'GET /api/teams/3/assignments': () => [],
      'GET /api/assignment-targets': () => [
        { kind: 'scenario', target: 'property-inquiry', title: 'Property Inquiry' },
        { kind: 'quiz', target: 'market-analysis', title: 'Market Analysis' },
        { kind: 'disc', target: '', title: 'DISC assessment' },
        { kind: 'call', target: 'luxury-investor', title: 'Luxury Investor' },
        { kind: 'voice', target: 'price-objection', title: 'Price Objection' },
      ],
      'POST /api/teams/3/assignments': () => ({ id: 7, teamId: 3, kind: 'quiz', target: 'market-analysis', title: 'Market Analysis', requirement: {}, dueAt: '2026-12-01T10:00:00.000Z', wholeTeam: true, done: 0, total: 1, assignees: [], createdAt: '2026-11-25T10:00:00.000Z' }),
    });
    renderWithProviders(page, { path: '/teams/3', user: { role: 'user' } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Assignments' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New assignment' }));
    await screen.findByRole('option', { name: 'Property Inquiry' });
    expect(screen.getByLabelText('Chat scenario')).toBeTruthy();
    expect(screen.getByLabelText('Medal')).toBeTruthy();
    const expectations = [['quiz', 'Quiz category', 'Market Analysis', false], ['call', 'Call scenario', 'Luxury Investor', true], ['voice', 'Voice scenario', 'Price Objection', false]] as const;
    for (const [kind, label, option, medal] of expectations) {
      fireEvent.change(screen.getByLabelText('Type'), { target: { value: kind } });
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      expect([...select.options].map((o) => o.textContent)).toEqual([option]);
      expect(screen.queryByLabelText('Medal') !== null).toBe(medal);
    }
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'disc' } });
    expect(screen.getByTestId('assignment-disc-note').textContent).toMatch(/no scenario to choose/);
    expect(screen.queryByLabelText('Minimum score')).toBeNull();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'quiz' } });
    const form = screen.getByRole('form', { name: 'New assignment' });
    fireEvent.click(within(form).getByRole('button', { name: 'New assignment' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'quiz', target: 'market-analysis', requirement: {} }));
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
    fireEvent.change(screen.getByLabelText('Chat scenario'), { target: { value: 'challenge-4' } });
    fireEvent.change(screen.getByLabelText('Minimum score'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'The whole team' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ann Agent' }));
    const form = screen.getByRole('form', { name: 'New assignment' });
    fireEvent.click(within(form).getByRole('button', { name: 'New assignment' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'scenario', target: 'challenge-4', requirement: { minScore: 70 }, userIds: [10] }));
  });

  it('when the manager asks for a score over 100 or chooses nobody, then the fields say why and nothing is sent', async () => {
    const calls = mockApi({
      'GET /api/teams/3': () => detail,
      'GET /api/teams/3/dashboard': () => dashboard,
      'GET /api/teams/3/assignments': () => [],
      'GET /api/assignment-targets': () => [{ kind: 'scenario', target: 'property-inquiry', title: 'Property Inquiry' }],
    });
    renderWithProviders(page, { path: '/teams/3', user: { role: 'user' } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Assignments' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New assignment' }));
    await screen.findByRole('option', { name: 'Property Inquiry' });
    fireEvent.change(screen.getByLabelText('Minimum score'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'The whole team' }));
    const form = screen.getByRole('form', { name: 'New assignment' });
    fireEvent.click(within(form).getByRole('button', { name: 'New assignment' }));
    expect(await screen.findByText('The minimum score is a whole number from 0 to 100.')).toBeTruthy();
    expect(screen.getByText('Choose at least one member, or the whole team.')).toBeTruthy();
    expect(screen.getByLabelText('Minimum score').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
