// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyAssignment, Team } from '@app/contracts/teams';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { MyAssignments } from './my-assignments';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const assignment = (id: number, over: Partial<MyAssignment>): MyAssignment => ({
  id, teamId: 1, teamName: 'North', kind: 'scenario', target: 'property-inquiry', title: `Task ${id}`, requirement: {},
  dueAt: '2026-12-01T10:00:00.000Z', status: 'open', progress: 0, bestScore: null, completedAt: null, ...over,
});
const team = (myRole: Team['myRole']): Team => ({ id: 1, name: 'North', memberCount: 3, myRole, createdAt: '2026-11-01T00:00:00.000Z' });

function answer(routes: Record<string, unknown>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(JSON.stringify(routes[String(url)]), { status: routes[String(url)] ? 200 : 500, headers: { 'content-type': 'application/json' } })));
}

describe('MyAssignments', () => {
  it('when the agent has assignments, then overdue come first, each links to its practice with its status and progress', async () => {
    answer({
      '/api/assignments': [
        assignment(1, { status: 'done', progress: 100, title: 'Done one' }),
        assignment(2, { kind: 'call', target: 'luxury-investor', title: 'Call Michael', requirement: { minScore: 80 }, progress: 75 }),
        assignment(3, { status: 'overdue', kind: 'quiz', target: 'market-analysis', title: 'Market quiz' }),
      ],
      '/api/teams': [team('member')],
    });
    renderWithProviders(<MyAssignments isAdmin={false} />);
    const links = await screen.findAllByTestId('my-assignment');
    expect(links.map((l) => l.querySelector('strong')!.textContent)).toEqual(['Market quiz', 'Call Michael', 'Done one']);
    expect(links[0]!.getAttribute('href')).toBe('/quiz?category=market-analysis');
    expect(links[1]!.getAttribute('href')).toBe('/voice-call?scenario=luxury-investor');
    expect(within(links[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(links[1]!).getByText(/Score 80\+/)).toBeTruthy();
    expect(within(links[1]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(screen.queryByRole('link', { name: /Teams/ })).toBeNull();
  });

  it('when each kind is assigned, then its tap opens that practice with the target chosen', async () => {
    answer({
      '/api/assignments': [
        assignment(1, { kind: 'scenario', target: 'property-inquiry', title: 'A chat' }),
        assignment(2, { kind: 'scenario', target: 'challenge-12', title: 'An admin scenario' }),
        assignment(3, { kind: 'quiz', target: 'legal-compliance', title: 'A quiz' }),
        assignment(4, { kind: 'disc', target: '', title: 'DISC' }),
        assignment(5, { kind: 'call', target: 'urgent-relocation', title: 'A call' }),
        assignment(6, { kind: 'voice', target: 'first-inquiry', title: 'A voice drill' }),
      ],
      '/api/teams': [team('member')],
    });
    renderWithProviders(<MyAssignments isAdmin={false} />);
    const links = await screen.findAllByTestId('my-assignment');
    expect(Object.fromEntries(links.map((l) => [l.querySelector('strong')!.textContent, l.getAttribute('href')]))).toEqual({
      'A chat': '/chat?scenario=property-inquiry',
      'An admin scenario': '/chat?challenge=12',
      'A quiz': '/quiz?category=legal-compliance',
      DISC: '/disc-assessment',
      'A call': '/voice-call?scenario=urgent-relocation',
      'A voice drill': '/voice?scenario=first-inquiry',
    });
  });

  it('when the user manages a team, then a link to the Teams area shows, and the empty state says so', async () => {
    answer({ '/api/assignments': [], '/api/teams': [team('manager')] });
    renderWithProviders(<MyAssignments isAdmin={false} />, { language: 'ru' });
    expect(await screen.findByText('Сейчас заданий нет.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Команды/ }).getAttribute('href')).toBe('/teams');
  });

  it('when an admin has no team and nothing assigned, then the card still offers the Teams area', async () => {
    answer({ '/api/assignments': [], '/api/teams': [] });
    renderWithProviders(<MyAssignments isAdmin />);
    expect(await screen.findByText('No assignments right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Teams/ }).getAttribute('href')).toBe('/teams');
  });
});
