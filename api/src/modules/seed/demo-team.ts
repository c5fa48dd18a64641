import type { TeamsRepository } from '../teams/teams.repository';
import type { UsersRepository } from '../users/users.repository';

const DAY_MS = 86_400_000;

/** The demo team: a proper name, read the same in both languages. */
export const DEMO_TEAM_NAME = 'Alpha Realty';

/** What the demo manager has assigned: a chat scenario for a bronze medal within a week, a quiz within two. */
const DEMO_ASSIGNMENTS = [
  { kind: 'scenario', target: 'property-inquiry', minScore: null, medal: 'bronze', inDays: 7 },
  { kind: 'quiz', target: 'market-analysis', minScore: null, medal: null, inDays: 14 },
] as const;

export interface DemoTeamRepositories {
  users: Pick<UsersRepository, 'findByEmail'>;
  teams: Pick<TeamsRepository, 'createTeam' | 'addMember' | 'createAssignment'>;
}

/**
 * The demo manager's team with the demo agent in it and two assignments, so a fresh start shows the
 * team layer. The caller runs it only when it has just created the demo manager, so a team an admin
 * later deletes does not come back; a team of that name already there (another instance seeding at
 * the same moment) ends it.
 */
export async function seedDemoTeam({ users, teams }: DemoTeamRepositories, emails: { manager: string; agent: string }, now = new Date()): Promise<boolean> {
  const [manager, agent] = await Promise.all([users.findByEmail(emails.manager), users.findByEmail(emails.agent)]);
  if (!manager || !agent) return false;
  const team = await teams.createTeam(DEMO_TEAM_NAME);
  if (!team) return false;
  await teams.addMember(team.id, manager.id, 'manager', now);
  await teams.addMember(team.id, agent.id, 'member', now);
  for (const a of DEMO_ASSIGNMENTS) {
    await teams.createAssignment(
      { teamId: team.id, createdById: manager.id, kind: a.kind, target: a.target, minScore: a.minScore, medal: a.medal, dueAt: new Date(now.getTime() + a.inDays * DAY_MS), wholeTeam: true },
      [agent.id],
    );
  }
  return true;
}
