import type { Db } from '../../lib/db';

/**
 * Every list relation of User, with the children of each row the user owns. The deletion test
 * checks this against schema.prisma, so a new model of user data cannot be left out of the export.
 */
export const EXPORTED_RELATIONS = {
  sessions: true,
  notifications: true,
  pushSubscriptions: true,
  dailyChallengePicks: true,
  chatSessions: { include: { messages: true } },
  achievements: true,
  quizAttempts: true,
  progressActivities: true,
  discAssessments: true,
  savedPhrases: true,
  voiceAttempts: true,
  calls: { include: { entries: true } },
  practiceReminders: true,
} as const;

/** Relations that hold only secrets (hashes of mailed tokens): deleted with the user, never exported. */
export const SECRET_RELATIONS = ['verificationTokens', 'passwordResetTokens'] as const;

export function createAccountRepository(db: Db) {
  return {
    findUserWithData: (id: number) => db.user.findUnique({ where: { id }, include: EXPORTED_RELATIONS }),
    /** Every row of the user goes with it: each relation to User cascades on delete (see schema.prisma). */
    deleteUser: async (id: number) => {
      await db.user.delete({ where: { id } });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
