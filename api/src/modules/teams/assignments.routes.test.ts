import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../app/repositories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chatClient, GOOD_REPLY } from '../chat/chat-test-support';
import { createNotificationsService } from '../notifications/notifications.service';
import { createTeamServices } from './team-services';
import { inDays, teamWorld, type TeamWorld } from './teams-test-support';

let t: TestApp;
let w: TeamWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await teamWorld(t);
});
afterAll(() => t.close());

const assign = async (body: Record<string, unknown>) =>
  (await t.request.post(`/api/teams/${w.team.id}/assignments`).set('Authorization', await w.as('manager')).send({ dueAt: inDays(3), ...body }).expect(201)).body as { id: number; total: number };
const mine = async (userId: number) => (await t.request.get('/api/assignments').set('Authorization', await w.auth(userId)).expect(200)).body as { id: number; status: string; progress: number; bestScore: number | null; title: string }[];
const find = async (userId: number, id: number) => (await mine(userId)).find((a) => a.id === id)!;
const finish = (userId: number, kind: 'quiz' | 'call' | 'voice' | 'disc', target: string | undefined, score: number, extra: { passed?: boolean } = {}) =>
  t.server.events.emit('activity.completed', { userId, activityId: `${kind}:test-${Math.random()}`, kind, score, completedAt: new Date(), target, ...extra });

describe('assignments', () => {
  it('when a manager assigns a scenario to the team, then each member sees it open with its title and a notification', async () => {
    const a = await assign({ kind: 'scenario', target: 'property-inquiry', requirement: { minScore: 10 } });
    expect(a.total).toBe(2);
    expect(await find(w.accounts.member.id, a.id)).toMatchObject({ kind: 'scenario', target: 'property-inquiry', title: 'Property Inquiry', status: 'open', progress: 0, requirement: { minScore: 10 } });
    const ru = await t.request.get('/api/assignments').set('Authorization', await w.as('member')).set('Accept-Language', 'ru').expect(200);
    expect(ru.body.find((x: { id: number }) => x.id === a.id).title).toMatch(/[а-я]/i);
    const notes = await t.request.get('/api/notifications').set('Authorization', await w.as('member')).expect(200);
    expect(notes.body.items.map((n: { title: string }) => n.title)).toContain('teams:notifications.assigned.title');
    expect(await mine(w.accounts.manager.id)).toEqual([]);
  });

  it('when the member finishes the chat scenario through the API, then the assignment is done by itself', async () => {
    const a = await assign({ kind: 'scenario', target: 'property-inquiry' });
    const token = await t.sessionToken(w.accounts.member.id);
    const chat = chatClient(t);
    const session = await chat.startSession(token);
    await chat.send(token, session.id, GOOD_REPLY).expect(201);
    await chat.end(token, session.id).expect(200);
    expect(await find(w.accounts.member.id, a.id)).toMatchObject({ status: 'done', progress: 100 });
    expect((await find(w.member2.id, a.id)).status).toBe('open');
  });

  it('when a quiz, call, voice or DISC activity meets its assignment, then it completes; one below the bar records progress only', async () => {
    const id = w.accounts.member.id;
    const quiz = await assign({ kind: 'quiz', target: 'market-analysis' });
    const call = await assign({ kind: 'call', target: 'luxury-investor', requirement: { minScore: 80 } });
    const voice = await assign({ kind: 'voice', target: 'price-objection', requirement: { minScore: 80 } });
    const disc = await assign({ kind: 'disc' });

    await finish(id, 'quiz', 'market-analysis', 60, { passed: false });
    await finish(id, 'call', 'luxury-investor', 60);
    await finish(id, 'call', 'first-time-buyer', 95); // another client: not this assignment
    await finish(id, 'voice', 'price-objection', 79);
    expect(await find(id, quiz.id)).toMatchObject({ status: 'open', progress: 80, bestScore: 60 });
    expect(await find(id, call.id)).toMatchObject({ status: 'open', progress: 75, bestScore: 60 });
    expect(await find(id, voice.id)).toMatchObject({ status: 'open', bestScore: 79 });

    await finish(id, 'quiz', 'market-analysis', 80, { passed: true });
    await finish(id, 'call', 'luxury-investor', 85);
    await finish(id, 'voice', 'price-objection', 80);
    await finish(id, 'disc', undefined, 100);
    for (const a of [quiz, call, voice, disc]) expect((await find(id, a.id)).status).toBe('done');
  });

  it('when the due date passes unfinished, then it is overdue by the clock, the member is told once and the managers get a summary', async () => {
    const a = await assign({ kind: 'call', target: 'family-upgrade', dueAt: new Date(Date.now() + 3_600_000).toISOString() });
    await finish(w.member2.id, 'call', 'family-upgrade', 90);
    const later = () => new Date(Date.now() + 2 * 3_600_000);
    const repos = createRepositories(t.server.db);
    const build = () => createTeamServices(repos, { notifications: createNotificationsService(repos.notifications, { now: later }), now: later });
    const mineLater = await build().assignments.mine({ userId: w.accounts.member.id, role: 'user', sessionId: 'x' }, 'en');
    expect(mineLater.find((x) => x.id === a.id)?.status).toBe('overdue');
    expect((await find(w.accounts.member.id, a.id)).status).toBe('open');

    expect(await build().assignmentNotices.runDue()).toBeGreaterThan(0);
    await build().assignmentNotices.runDue();
    const titles = async (persona: 'member' | 'manager') =>
      (await t.server.db.notification.findMany({ where: { userId: w.accounts[persona].id } })).map((n) => n.title);
    expect((await titles('member')).filter((x) => x === 'teams:notifications.overdue.title').length).toBeGreaterThanOrEqual(1);
    const summaries = await t.server.db.notification.findMany({ where: { userId: w.accounts.manager.id, title: 'teams:notifications.summary.title' } });
    const summary = summaries.find((n) => JSON.parse(n.params).title === 'Family Upgrade' || /family/i.test(n.params));
    expect(summary && JSON.parse(summary.params)).toMatchObject({ done: 1, total: 2 });
  });

  it('when an assignment is due within a day, then the due-tomorrow notice goes out once', async () => {
    await assign({ kind: 'voice', target: 'urgent-viewing', dueAt: new Date(Date.now() + 20 * 3_600_000).toISOString() });
    const services = createTeamServices(createRepositories(t.server.db), { notifications: createNotificationsService(createRepositories(t.server.db).notifications) });
    await services.assignmentNotices.runDue();
    await services.assignmentNotices.runDue();
    const rows = await t.server.db.notification.findMany({ where: { userId: w.member2.id, title: 'teams:notifications.dueSoon.title' } });
    expect(rows.filter((n) => JSON.parse(n.params).title === 'Urgent Viewing')).toHaveLength(1);
  });

  it('when assigning to chosen members, editing and deleting, then only they get it and the changes show', async () => {
    const manager = await w.as('manager');
    const created = await t.request.post(`/api/teams/${w.team.id}/assignments`).set('Authorization', manager).send({ kind: 'quiz', target: 'legal-compliance', dueAt: inDays(5), userIds: [w.member2.id] }).expect(201);
    expect(created.body).toMatchObject({ wholeTeam: false, total: 1, assignees: [expect.objectContaining({ userId: w.member2.id, status: 'open' })] });
    expect((await mine(w.accounts.member.id)).some((x) => x.id === created.body.id)).toBe(false);
    const edited = await t.request.put(`/api/teams/${w.team.id}/assignments/${created.body.id}`).set('Authorization', manager).send({ kind: 'quiz', target: 'client-handling', dueAt: inDays(6) }).expect(200);
    expect(edited.body).toMatchObject({ target: 'client-handling', title: 'Client Handling' });
    const listed = await t.request.get(`/api/teams/${w.team.id}/assignments`).set('Authorization', manager).expect(200);
    expect(listed.body.map((x: { id: number }) => x.id)).toContain(created.body.id);
    await t.request.delete(`/api/teams/${w.team.id}/assignments/${created.body.id}`).set('Authorization', manager).expect(204);
    await t.request.delete(`/api/teams/${w.team.id}/assignments/${created.body.id}`).set('Authorization', manager).expect(404);
    expect((await mine(w.member2.id)).some((x) => x.id === created.body.id)).toBe(false);
  });

  it('when the input is wrong, then a clear 400 in the user language', async () => {
    const manager = await w.as('manager');
    const post = (body: Record<string, unknown>) => t.request.post(`/api/teams/${w.team.id}/assignments`).set('Authorization', manager).set('Accept-Language', 'ru').send(body);
    expect((await post({ kind: 'scenario', target: 'no-such-scenario', dueAt: inDays(1) }).expect(400)).body.message).toBe('Выберите существующий сценарий, категорию или клиента.');
    expect((await post({ kind: 'scenario', target: 'property-inquiry', dueAt: inDays(-1) }).expect(400)).body.message).toBe('Выберите срок в будущем.');
    expect((await post({ kind: 'nope', dueAt: inDays(1) }).expect(400)).body.message).toBe('Выберите, что назначить.');
    expect((await post({ kind: 'quiz', target: 'market-analysis', dueAt: inDays(1), requirement: { minScore: 101 } }).expect(400)).body.message).toBe('Минимальный балл — целое число от 0 до 100.');
    expect((await post({ kind: 'quiz', target: 'market-analysis', dueAt: inDays(1), userIds: [w.accounts.stranger.id] }).expect(400)).body.message).toBe('Назначать можно только участникам этой команды.');
    await post({ kind: 'scenario', target: 'property\u0000inquiry', dueAt: inDays(1) }).expect(400);
  });

  it('when a member joins later, then they get the open whole-team assignments', async () => {
    const a = await assign({ kind: 'quiz', target: 'property-basics' });
    const late = await t.createUser();
    await t.request.post(`/api/teams/${w.team.id}/members`).set('Authorization', w.admin).send({ userId: late.id }).expect(201);
    expect((await mine(late.id)).map((x) => x.id)).toContain(a.id);
  });
});
