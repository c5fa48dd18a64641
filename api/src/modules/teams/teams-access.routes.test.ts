import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inDays, PERSONAS, teamWorld, type Persona, type TeamWorld } from './teams-test-support';

let t: TestApp;
let w: TeamWorld;
let assignmentId: number;
beforeAll(async () => {
  t = await createTestApp();
  w = await teamWorld(t);
  const res = await t.request.post(`/api/teams/${w.team.id}/assignments`).set('Authorization', w.admin).send({ kind: 'scenario', target: 'property-inquiry', dueAt: inDays(3) }).expect(201);
  assignmentId = res.body.id;
});
afterAll(() => t.close());

type Allowed = Persona[];
const MANAGERS: Allowed = ['admin', 'manager'];
const TEAM: Allowed = ['admin', 'manager', 'member'];
const ADMIN: Allowed = ['admin'];

/** Each team route, who may call it, and a call that changes nothing lasting (or what the test can afford). */
const ROUTES: { name: string; allowed: Allowed; call: (auth: string) => Promise<{ status: number }> }[] = [
  { name: 'GET /api/teams/:id', allowed: MANAGERS, call: (a) => t.request.get(`/api/teams/${w.team.id}`).set('Authorization', a) },
  { name: 'PATCH /api/teams/:id', allowed: ADMIN, call: (a) => t.request.patch(`/api/teams/${w.team.id}`).set('Authorization', a).send({ name: `Renamed ${Math.random()}` }) },
  { name: 'POST /api/teams/:id/members', allowed: ADMIN, call: async (a) => t.request.post(`/api/teams/${w.team.id}/members`).set('Authorization', a).send({ userId: (await t.createUser()).id, role: 'member' }) },
  { name: 'DELETE /api/teams/:id/members/:userId', allowed: ADMIN, call: async (a) => {
    const extra = await t.createUser();
    await t.request.post(`/api/teams/${w.team.id}/members`).set('Authorization', w.admin).send({ userId: extra.id }).expect(201);
    return t.request.delete(`/api/teams/${w.team.id}/members/${extra.id}`).set('Authorization', a);
  } },
  { name: 'GET /api/teams/:id/dashboard', allowed: MANAGERS, call: (a) => t.request.get(`/api/teams/${w.team.id}/dashboard`).set('Authorization', a) },
  { name: 'GET /api/teams/:id/dashboard.csv', allowed: MANAGERS, call: (a) => t.request.get(`/api/teams/${w.team.id}/dashboard.csv`).set('Authorization', a) },
  { name: 'GET /api/teams/:id/members/:userId/activity', allowed: MANAGERS, call: (a) => t.request.get(`/api/teams/${w.team.id}/members/${w.accounts.member.id}/activity`).set('Authorization', a) },
  { name: 'GET /api/teams/:id/leaderboard', allowed: TEAM, call: (a) => t.request.get(`/api/teams/${w.team.id}/leaderboard?period=all`).set('Authorization', a) },
  { name: 'GET /api/teams/:id/assignments', allowed: MANAGERS, call: (a) => t.request.get(`/api/teams/${w.team.id}/assignments`).set('Authorization', a) },
  { name: 'POST /api/teams/:id/assignments', allowed: MANAGERS, call: (a) => t.request.post(`/api/teams/${w.team.id}/assignments`).set('Authorization', a).send({ kind: 'quiz', target: 'market-analysis', dueAt: inDays(2) }) },
  { name: 'PUT /api/teams/:id/assignments/:assignmentId', allowed: MANAGERS, call: (a) => t.request.put(`/api/teams/${w.team.id}/assignments/${assignmentId}`).set('Authorization', a).send({ kind: 'scenario', target: 'property-inquiry', dueAt: inDays(4) }) },
  { name: 'DELETE /api/teams/:id/assignments/:assignmentId', allowed: MANAGERS, call: async (a) => {
    const created = await t.request.post(`/api/teams/${w.team.id}/assignments`).set('Authorization', w.admin).send({ kind: 'disc', dueAt: inDays(2) }).expect(201);
    return t.request.delete(`/api/teams/${w.team.id}/assignments/${created.body.id}`).set('Authorization', a);
  } },
];

describe('team routes: who may call them', () => {
  it('when each team route is called as admin, the team manager, another team manager, a member and a stranger, then exactly the allowed ones get through', async () => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const persona of PERSONAS) {
        const res = await route.call(await w.as(persona));
        const ok = route.allowed.includes(persona) ? res.status >= 200 && res.status < 300 : res.status === 403;
        if (!ok) failures.push(`${route.name} as ${persona}: ${res.status}`);
      }
      const anonymous = await route.call('');
      if (anonymous.status !== 401) failures.push(`${route.name} anonymous: ${anonymous.status}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('when teams are listed, then admins see all, managers and members their own with their role, a stranger none', async () => {
    const ids = async (persona: Persona) => (await t.request.get('/api/teams').set('Authorization', await w.as(persona)).expect(200)).body as { id: number; myRole: string | null }[];
    expect((await ids('admin')).map((x) => x.id)).toEqual(expect.arrayContaining([w.team.id, w.other.id]));
    expect(await ids('manager')).toEqual([expect.objectContaining({ id: w.team.id, myRole: 'manager' })]);
    expect(await ids('member')).toEqual([expect.objectContaining({ id: w.team.id, myRole: 'member' })]);
    expect(await ids('other manager')).toEqual([expect.objectContaining({ id: w.other.id, myRole: 'manager' })]);
    expect(await ids('stranger')).toEqual([]);
  });

  it('when only admins may create or delete teams, then others get 403 and an unknown team is 404 for admins', async () => {
    await t.request.post('/api/teams').set('Authorization', await w.as('manager')).send({ name: 'Mine' }).expect(403);
    await t.request.delete(`/api/teams/${w.other.id}`).set('Authorization', await w.as('other manager')).expect(403);
    await t.request.get('/api/teams/999999/dashboard').set('Authorization', w.admin).expect(404);
    await t.request.get('/api/teams/999999/dashboard').set('Authorization', await w.as('manager')).expect(403);
  });

  it('when a team manager asks for the remote manifest, then the admin remote is listed (for its Teams area); a member does not get it', async () => {
    const names = async (persona: Persona) => ((await t.request.get('/mfe-manifest.json').set('Authorization', await w.as(persona)).expect(200)).body.remotes as { name: string }[]).map((r) => r.name);
    expect(await names('manager')).toContain('mfe_admin');
    expect(await names('member')).not.toContain('mfe_admin');
    expect(await names('stranger')).not.toContain('mfe_admin');
  });
});
