import { hashPassword } from '../../lib/password';
import { demoChallenges } from './demo-challenges';
import { demoChallengesRu } from './demo-challenges-ru';
import { seedQuizBank } from '../quiz/quiz-seed';
import type { QuizRepository } from '../quiz/quiz.repository';
import type { PhrasesRepository } from '../coaching-phrases/phrases.repository';
import type { ChallengesRepository } from '../challenges/challenges.repository';
import type { UsersRepository } from '../users/users.repository';
import { demoPhrases } from './demo-phrases';
import { seedDemoTeam, type DemoTeamRepositories } from './demo-team';

export interface DemoAccount {
  role: 'user' | 'admin';
  /** How the welcome text names it: a manager is a user who manages the demo team. */
  kind: 'agent' | 'manager' | 'admin';
  email: string;
  password: string;
  name: string;
}

// Public demo credentials, shown on the sign-in screen; they unlock only demo data.
// The agent comes first: callers that want "the demo agent" take the first user.
const demoAccounts: (DemoAccount & { username: string })[] = [
  { role: 'user', kind: 'agent', name: 'Alex Morgan', username: 'alex', email: 'agent@demo.estate-coach.app', password: 'practice-agent-2026' },
  { role: 'admin', kind: 'admin', name: 'Dana Reyes', username: 'dana', email: 'admin@demo.estate-coach.app', password: 'manage-admin-2026' },
  { role: 'user', kind: 'manager', name: 'Sam Carter', username: 'sam', email: 'manager@demo.estate-coach.app', password: 'coach-team-2026' },
];
function emailOf(kind: DemoAccount['kind']): string {
  const account = demoAccounts.find((a) => a.kind === kind);
  if (!account) throw new Error(`no demo ${kind} account`);
  return account.email;
}

/**
 * Creates the demo accounts that are missing, the demo team with its manager's account, and, on an
 * empty catalogue, the demo challenges.
 * Safe to run on every start: an existing account is never touched (its password may have changed),
 * and challenges are left alone once an admin has any, so deleted demo content does not come back.
 */
export interface SeedRepositories extends DemoTeamRepositories {
  users: Pick<UsersRepository, 'findExistingEmails' | 'createVerifiedUser' | 'findByEmail'>;
  challenges: Pick<ChallengesRepository, 'count' | 'createChatChallenges'>;
  quiz: QuizRepository;
  phrases: PhrasesRepository;
}

export async function seedDemo({ users, challenges, quiz, phrases, teams }: SeedRepositories): Promise<{ created: boolean; accounts: DemoAccount[] }> {
  const existing = await users.findExistingEmails(demoAccounts.map((account) => account.email));
  const missing = demoAccounts.filter((account) => !existing.has(account.email));
  for (const { password, kind: _kind, ...account } of missing) {
    await users.createVerifiedUser({ ...account, passwordHash: await hashPassword(password) });
  }
  // The demo team comes with its manager's account, once: deleted, it stays deleted.
  const seedTeam = missing.some((a) => a.kind === 'manager') && (await seedDemoTeam({ users, teams }, { manager: emailOf('manager'), agent: emailOf('agent') }));

  const seedChallenges = (await challenges.count()) === 0;
  // The demo content speaks both of the app's languages, as its interface does.
  if (seedChallenges) await challenges.createChatChallenges(demoChallenges.map((c, i) => ({ ...c, translations: { ru: demoChallengesRu[i] } })));

  const seededQuestions = await seedQuizBank(quiz);

  const seedPhrases = (await phrases.count()) === 0;
  if (seedPhrases) for (const phrase of demoPhrases()) await phrases.create(phrase);

  return {
    created: missing.length > 0 || seedChallenges || seededQuestions > 0 || seedPhrases || seedTeam,
    accounts: demoAccounts.map(({ role, kind, email, password, name }) => ({ role, kind, email, password, name })),
  };
}
