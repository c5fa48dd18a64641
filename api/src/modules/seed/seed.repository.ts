import type { Db } from '../../lib/db';
import type { DemoChallenge } from './demo-challenges';

export interface NewDemoUser {
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  role: 'user' | 'admin';
}

export function createSeedRepository(db: Db) {
  return {
    async findExistingEmails(emails: string[]): Promise<Set<string>> {
      const users = await db.user.findMany({ where: { email: { in: emails } }, select: { email: true } });
      return new Set(users.map((user) => user.email));
    },

    // upsert rather than create: two API instances seeding at the same moment must not fail on the unique email.
    async createVerifiedUser(user: NewDemoUser): Promise<void> {
      await db.user.upsert({
        where: { email: user.email },
        update: {},
        create: { ...user, emailVerifiedAt: new Date() },
      });
    },

    countChallenges: (): Promise<number> => db.challenge.count(),

    async createChatChallenges(challenges: (DemoChallenge & { translations: Record<string, unknown> })[]): Promise<void> {
      await db.challenge.createMany({
        data: challenges.map(({ tips, translations, ...challenge }) => ({
          ...challenge,
          type: 'chat',
          isActive: true,
          tips: JSON.stringify(tips),
          translations: JSON.stringify(translations),
        })),
      });
    },
  };
}

export type SeedRepository = ReturnType<typeof createSeedRepository>;
