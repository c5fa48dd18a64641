import type { Db } from '../../lib/db';
import type { Language } from '@app/contracts/language';

export interface NewUser {
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  language: Language;
}

export interface NewDemoUser {
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  role: 'user' | 'admin';
}

/** The aggregates the progress engine keeps on the user row (the home reads them). */
export interface UserTotals {
  xp: number;
  streak: number;
  totalSessions: number;
  averageScore: number;
  perfectScores: number;
  totalQuizzes: number;
}

export interface DiscProfileColumns {
  discPrimaryType: string;
  discDominant: number;
  discInfluencer: number;
  discSteady: number;
  discCompliant: number;
  discUpdatedAt: Date;
}

/**
 * The `user` table's only repository: every module that needs an account's row asks here (the
 * composition root hands it over). Works on the client it is given, so a transaction of another
 * module can include user writes (`createUsersRepository(tx)`).
 */
export function createUsersRepository(db: Db) {
  return {
    findSummary: (id: number) =>
      db.user.findUnique({
        where: { id },
        select: { id: true, name: true, username: true, role: true, streak: true, averageScore: true, totalSessions: true,
          discPrimaryType: true, discDominant: true, discInfluencer: true, discSteady: true, discCompliant: true, discUpdatedAt: true },
      }),
    findById: (id: number) => db.user.findUnique({ where: { id } }),
    findByEmail: (email: string) => db.user.findUnique({ where: { email } }),
    findByUsername: (username: string) => db.user.findUnique({ where: { username } }),
    /** What a request's access depends on: the role and whether the e-mail is confirmed. */
    findAccess: (id: number) => db.user.findUnique({ where: { id }, select: { role: true, emailVerifiedAt: true } }),
    exists: async (id: number) => (await db.user.count({ where: { id } })) > 0,
    /** What team screens show of their members (dashboard, leaderboard, member list). */
    teamProfiles: (ids: number[]) =>
      db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true, xp: true, language: true, timezone: true, leaderboardVisible: true } }),
    streak: async (id: number) => (await db.user.findUnique({ where: { id }, select: { streak: true } }))?.streak,
    language: async (id: number) => (await db.user.findUnique({ where: { id }, select: { language: true } }))?.language,
    timeZone: async (id: number) => (await db.user.findUnique({ where: { id }, select: { timezone: true } }))?.timezone,

    create: (data: NewUser) => db.user.create({ data }),
    updateProfile: (id: number, data: { name?: string; username?: string; leaderboardVisible?: boolean }) => db.user.update({ where: { id }, data }),
    updatePasswordHash: (id: number, passwordHash: string) => db.user.update({ where: { id }, data: { passwordHash } }),
    markEmailVerified: (id: number) =>
      db.user.updateMany({ where: { id, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } }),
    setTimeZone: async (id: number, timezone: string) => {
      await db.user.updateMany({ where: { id, NOT: { timezone } }, data: { timezone } });
    },
    saveTotals: (id: number, totals: UserTotals) => db.user.update({ where: { id }, data: totals }),
    /** Not awaited by itself: a batch transaction of the DISC module includes it. */
    saveDiscProfile: (id: number, data: DiscProfileColumns) => db.user.update({ where: { id }, data }),
    /** Of these users, the ones with a streak of at least a day. */
    withStreak: async (ids: number[]) =>
      (await db.user.findMany({ where: { id: { in: ids }, streak: { gte: 1 } }, select: { id: true } })).map((u) => u.id),

    /**
     * Every row of the user goes with it: each relation to User cascades on delete (see schema.prisma).
     * One conditional statement: false when the account was already gone (a double-submitted deletion).
     */
    remove: async (id: number): Promise<boolean> => (await db.user.deleteMany({ where: { id } })).count === 1,

    async findExistingEmails(emails: string[]): Promise<Set<string>> {
      const users = await db.user.findMany({ where: { email: { in: emails } }, select: { email: true } });
      return new Set(users.map((user) => user.email));
    },
    // upsert rather than create: two API instances seeding at the same moment must not fail on the unique email.
    async createVerifiedUser(user: NewDemoUser): Promise<void> {
      await db.user.upsert({ where: { email: user.email }, update: {}, create: { ...user, emailVerifiedAt: new Date() } });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
