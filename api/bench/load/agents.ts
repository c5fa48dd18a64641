import { randomBytes } from 'node:crypto';
import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import { createDb } from '../../src/lib/db';
import { hashPassword } from '../../src/lib/password';
import { createUsersRepository } from '../../src/modules/users/users.repository';
import { SCRIPTS } from '../../src/modules/ai/roleplay/test-support/scripted-agents';
import { postJson } from './http-client';

export interface Agent {
  userId: number;
  token: string;
  sessions: number[];
  sent: number;
}

const PASSWORD = 'bench-load-password-2026';
const LINES = [...SCRIPTS.en.good, ...SCRIPTS.en.noQuestions];
// A practice conversation is about ten messages; longer histories would measure something else.
const MESSAGES_PER_SESSION = 10;

/** Agents are created in the database (one password hash for all), then sign in through the API like anyone. */
export async function createAgents(apiUrl: string, databaseUrl: string, count: number, sessionsEach: number): Promise<Agent[]> {
  const db = createDb(databaseUrl);
  const run = randomBytes(3).toString('hex');
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `bench-${run}-${i}@load.test`);
  try {
    for (const [i, email] of emails.entries()) {
      await createUsersRepository(db).createVerifiedUser({ name: `Bench Agent ${i}`, username: `bench${run}${i}`, email, passwordHash, role: 'user' });
    }
  } finally {
    await db.$disconnect();
  }
  const agents: Agent[] = [];
  await inBatches(emails, 8, async (email) => {
    const { token } = (await postJson(`${apiUrl}/api/auth/login`, { email, password: PASSWORD })) as { token: string };
    const user = (await (await fetch(`${apiUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number };
    agents.push({ userId: user.id, token, sessions: [], sent: 0 });
  });
  await inBatches(agents, 16, async (agent) => {
    for (let s = 0; s < sessionsEach; s++) {
      const scenario = BUILTIN_SCENARIOS[(agent.userId + s) % BUILTIN_SCENARIOS.length];
      const created = (await postJson(`${apiUrl}/api/sessions`, { scenarioId: scenario.id, personality: 'DISC'[s % 4], difficulty: 'medium' }, agent.token)) as { id: number };
      agent.sessions.push(created.id);
    }
  });
  return agents;
}

/** The next message an agent sends: a scripted line into one of its sessions, moving on every few messages. */
export function nextMessage(agent: Agent): { sessionId: number; content: string } {
  const n = agent.sent++;
  const sessionId = agent.sessions[Math.floor(n / MESSAGES_PER_SESSION) % agent.sessions.length];
  return { sessionId, content: LINES[(n + agent.userId) % LINES.length] };
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}
