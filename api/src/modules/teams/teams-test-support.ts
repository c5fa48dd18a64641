import { teamSchema } from '@app/contracts/teams';
import type { TestAccount, TestApp } from '../../test/test-app';

export type Persona = 'admin' | 'manager' | 'other manager' | 'member' | 'stranger';
export const PERSONAS: Persona[] = ['admin', 'manager', 'other manager', 'member', 'stranger'];

/** Two teams: the subject team (a manager and two members) and another with its own manager; a stranger in neither. */
export async function teamWorld(t: TestApp) {
  const auth = async (id: number) => `Bearer ${await t.sessionToken(id)}`;
  const admin = await auth(t.admin.id);
  const [manager, otherManager, member, member2, stranger] = await Promise.all([1, 2, 3, 4, 5].map(() => t.createUser()));
  const createTeam = async (name: string) => teamSchema.parse((await t.request.post('/api/teams').set('Authorization', admin).send({ name }).expect(201)).body);
  const team = await createTeam(`Team ${Date.now()}-${Math.random()}`);
  const other = await createTeam(`Other ${Date.now()}-${Math.random()}`);
  const add = (teamId: number, userId: number, role: string) => t.request.post(`/api/teams/${teamId}/members`).set('Authorization', admin).send({ userId, role }).expect(201);
  await add(team.id, manager!.id, 'manager');
  await add(team.id, member!.id, 'member');
  await add(team.id, member2!.id, 'member');
  await add(other.id, otherManager!.id, 'manager');
  const accounts: Record<Persona, TestAccount> = { admin: t.admin, manager: manager!, 'other manager': otherManager!, member: member!, stranger: stranger! };
  return {
    team,
    other,
    accounts,
    member2: member2!,
    auth,
    as: async (persona: Persona) => auth(accounts[persona].id),
    admin,
  };
}

export type TeamWorld = Awaited<ReturnType<typeof teamWorld>>;

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
