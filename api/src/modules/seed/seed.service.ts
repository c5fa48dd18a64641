import { hashPassword } from '../../lib/password';
import { demoChallenges } from './demo-challenges';
import { demoChallengesRu } from './demo-challenges-ru';
import { seedQuizBank } from '../quiz/quiz-seed';
import type { QuizRepository } from '../quiz/quiz.repository';
import type { PhrasesRepository } from '../coaching-phrases/phrases.repository';
import type { ChallengesRepository } from '../challenges/challenges.repository';
import type { UsersRepository } from '../users/users.repository';
import { demoPhrases } from './demo-phrases';

export interface DemoAccount {
  role: 'user' | 'admin';
  email: string;
  password: string;
  name: string;
}

// Public demo credentials, shown on the sign-in screen; they unlock only demo data.
const demoAccounts: (DemoAccount & { username: string })[] = [
  { role: 'user', name: 'Alex Morgan', username: 'alex', email: 'agent@demo.estate-coach.app', password: 'practice-agent-2026' },
  { role: 'admin', name: 'Dana Reyes', username: 'dana', email: 'admin@demo.estate-coach.app', password: 'manage-admin-2026' },
];

/**
 * Creates the demo accounts that are missing and, on an empty catalogue, the demo challenges.
 * Safe to run on every start: an existing account is never touched (its password may have changed),
 * and challenges are left alone once an admin has any, so deleted demo content does not come back.
 */
export interface SeedRepositories {
  users: Pick<UsersRepository, 'findExistingEmails' | 'createVerifiedUser'>;
  challenges: Pick<ChallengesRepository, 'count' | 'createChatChallenges'>;
  quiz: QuizRepository;
  phrases: PhrasesRepository;
}

export async function seedDemo({ users, challenges, quiz, phrases }: SeedRepositories): Promise<{ created: boolean; accounts: DemoAccount[] }> {
  const existing = await users.findExistingEmails(demoAccounts.map((account) => account.email));
  const missing = demoAccounts.filter((account) => !existing.has(account.email));
  for (const { password, ...account } of missing) {
    await users.createVerifiedUser({ ...account, passwordHash: await hashPassword(password) });
  }

  const seedChallenges = (await challenges.count()) === 0;
  // The demo content speaks both of the app's languages, as its interface does.
  if (seedChallenges) await challenges.createChatChallenges(demoChallenges.map((c, i) => ({ ...c, translations: { ru: demoChallengesRu[i] } })));

  const seededQuestions = await seedQuizBank(quiz);

  const seedPhrases = (await phrases.count()) === 0;
  if (seedPhrases) for (const phrase of demoPhrases()) await phrases.create(phrase);

  return {
    created: missing.length > 0 || seedChallenges || seededQuestions > 0 || seedPhrases,
    accounts: demoAccounts.map(({ role, email, password, name }) => ({ role, email, password, name })),
  };
}
