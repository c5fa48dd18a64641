import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from '../chat/chat-test-support';
import { inDays, teamWorld, type TeamWorld } from './teams-test-support';

let t: TestApp;
let w: TeamWorld;
let assignmentId: number;
beforeAll(async () => {
  t = await createTestApp();
  w = await teamWorld(t);
  const manager = await w.as('manager');
  assignmentId = (await t.request.post(`/api/teams/${w.team.id}/assignments`).set('Authorization', manager).send({ kind: 'scenario', target: 'property-inquiry', dueAt: inDays(2) }).expect(201)).body.id;
  // The member plays the scenario through the API; member2 only takes a quiz (an event, as the quiz module announces it).
  const token = await t.sessionToken(w.accounts.member.id);
  const chat = chatClient(t);
  const session = await chat.startSession(token);
  await chat.send(token, session.id, GOOD_REPLY).expect(201);
  await chat.end(token, session.id).expect(200);
  await t.server.events.emit('activity.completed', { userId: w.member2.id, activityId: `quiz:dash-${Date.now()}`, kind: 'quiz', score: 40, passed: false, completedAt: new Date(), target: 'market-analysis' });
});
afterAll(() => t.close());

describe('the team dashboard', () => {
  it('when the manager opens it, then members carry XP, sessions, skills and medals, the assignment its completion and the trend this week', async () => {
    const res = await t.request.get(`/api/teams/${w.team.id}/dashboard`).set('Authorization', await w.as('manager')).expect(200);
    const member = res.body.members.find((m: { userId: number }) => m.userId === w.accounts.member.id);
    expect(member).toMatchObject({ sessions: 1, level: expect.any(Number), lastActivityAt: expect.any(String) });
    expect(member.xp).toBeGreaterThan(0);
    for (const skill of ['confidence', 'clarity', 'value', 'cta', 'grammar']) expect(member.skills[skill]).toEqual(expect.any(Number));
    expect(member.complianceFindings).toBe(0);
    const other = res.body.members.find((m: { userId: number }) => m.userId === w.member2.id);
    expect(other).toMatchObject({ sessions: 0, averageScore: null, skills: { grammar: null } });
    expect(res.body.members.map((m: { userId: number }) => m.userId)).not.toContain(w.accounts.manager.id);
    expect(res.body.assignments).toEqual([expect.objectContaining({ id: assignmentId, title: 'Property Inquiry', done: 1, total: 2 })]);
    expect(res.body.trend).toHaveLength(8);
    expect(res.body.trend.at(-1)).toMatchObject({ sessions: 1, averageScore: member.averageScore });
  });

  it('when the CSV is exported, then it holds a row per member and per assignment with headings in the reader language', async () => {
    const res = await t.request.get(`/api/teams/${w.team.id}/dashboard.csv`).set('Authorization', await w.as('manager')).set('Accept-Language', 'ru').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="?team-\d+\.csv"?/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Имя,Опыт,Уровень,Сессии/);
    expect(lines.filter((l) => l.startsWith(w.accounts.member.name + ','))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith(w.member2.name + ','))).toHaveLength(1);
    // After the members and a blank line: the assignments' heading, then the assignment (1 of 2 done).
    expect(lines.at(-2)).toBe('Задание,Срок,Выполнили,Назначено');
    expect(lines.at(-1)).toMatch(/^[^,]+,\d{4}-\d\d-\d\dT[^,]+,1,2$/);
  });

  it('when the manager drills down, then the agent activities are listed, newest first, and a non-member is 404', async () => {
    const res = await t.request.get(`/api/teams/${w.team.id}/members/${w.accounts.member.id}/activity`).set('Authorization', await w.as('manager')).expect(200);
    expect(res.body.member).toMatchObject({ userId: w.accounts.member.id });
    expect(res.body.activities[0]).toMatchObject({ kind: 'chat', score: expect.any(Number) });
    await t.request.get(`/api/teams/${w.team.id}/members/${w.accounts.stranger.id}/activity`).set('Authorization', await w.as('manager')).expect(404);
  });
});

describe('the team leaderboard', () => {
  it('when a member reads it, then members are ranked by XP with medals and sessions, and the caller is marked', async () => {
    const res = await t.request.get(`/api/teams/${w.team.id}/leaderboard?period=week`).set('Authorization', await w.as('member')).expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ rank: 1, name: w.accounts.member.name, anonymous: false, sessions: 1, me: true });
    expect(res.body[1]).toMatchObject({ rank: 2, name: w.member2.name, sessions: 0, me: false });
    expect(res.body[0].xp).toBeGreaterThan(res.body[1].xp);
    await t.request.get(`/api/teams/${w.team.id}/leaderboard?period=year`).set('Authorization', await w.as('member')).expect(400);
  });

  it('when an agent hides their name, then others see "An agent" (in their language) and the agent still sees themself', async () => {
    const me = await w.auth(w.member2.id);
    const patched = await t.request.patch('/api/auth/profile').set('Authorization', me).send({ leaderboardVisible: false }).expect(200);
    expect(patched.body.leaderboardVisible).toBe(false);
    const seen = await t.request.get(`/api/teams/${w.team.id}/leaderboard?period=all`).set('Authorization', await w.as('member')).set('Accept-Language', 'ru').expect(200);
    expect(seen.body.find((e: { me: boolean }) => !e.me)).toMatchObject({ name: 'Агент', anonymous: true });
    expect(JSON.stringify(seen.body)).not.toContain(w.member2.name);
    const own = await t.request.get(`/api/teams/${w.team.id}/leaderboard?period=all`).set('Authorization', me).expect(200);
    expect(own.body.find((e: { me: boolean }) => e.me)).toMatchObject({ name: w.member2.name, anonymous: false });
    await t.request.patch('/api/auth/profile').set('Authorization', me).send({ leaderboardVisible: 'no' }).expect(400);
    await t.request.patch('/api/auth/profile').set('Authorization', me).send({ leaderboardVisible: true }).expect(200);
  });
});

describe('team membership', () => {
  it('when the same member is added twice at once, then one add wins (201), the other is a 409, and one row exists', async () => {
    for (let round = 0; round < 5; round += 1) {
      const person = await t.createUser();
      const add = () => t.request.post(`/api/teams/${w.team.id}/members`).set('Authorization', w.admin).send({ userId: person.id, role: 'member' });
      const answers = await Promise.all([add(), add()]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await t.server.db.teamMember.count({ where: { teamId: w.team.id, userId: person.id } })).toBe(1);
    }
  });

  it('when admins create, rename and delete teams, then names stay unique (409), control characters are refused and a deleted team is gone', async () => {
    const name = `Sales ${Date.now()}`;
    const created = await t.request.post('/api/teams').set('Authorization', w.admin).send({ name }).expect(201);
    await t.request.post('/api/teams').set('Authorization', w.admin).set('Accept-Language', 'ru').send({ name }).expect(409).expect((r) => expect(r.body.message).toBe('Команда с таким названием уже есть.'));
    await t.request.post('/api/teams').set('Authorization', w.admin).send({ name: 'Bad\u0007name' }).expect(400);
    await t.request.post('/api/teams').set('Authorization', w.admin).send({ name: '  ' }).expect(400);
    await t.request.patch(`/api/teams/${created.body.id}`).set('Authorization', w.admin).send({ name: `${name} North` }).expect(200).expect((r) => expect(r.body.name).toBe(`${name} North`));
    await t.request.post(`/api/teams/${created.body.id}/members`).set('Authorization', w.admin).send({ userId: 999999 }).expect(404);
    await t.request.post(`/api/teams/${created.body.id}/members`).set('Authorization', w.admin).send({ userId: w.accounts.member.id, role: 'boss' }).expect(400);
    const both = await Promise.all([1, 2].map(() => t.request.delete(`/api/teams/${created.body.id}`).set('Authorization', w.admin)));
    expect(both.map((r) => r.status).sort()).toEqual([204, 404]);
    await t.request.delete(`/api/teams/${w.team.id}/members/${w.accounts.stranger.id}`).set('Authorization', w.admin).expect(404);
  });
});
