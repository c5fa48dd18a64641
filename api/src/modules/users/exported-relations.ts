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
