/**
 * Every list relation of User that holds the user's own data, in the order of the export. The
 * deletion test checks this against schema.prisma, so a new model of user data cannot be left out;
 * each is read from its owning repository (`listForExport`), wired in app/repositories.ts.
 */
export const EXPORTED_RELATIONS = [
  'sessions',
  'notifications',
  'pushSubscriptions',
  'dailyChallengePicks',
  'chatSessions',
  'achievements',
  'quizAttempts',
  'progressActivities',
  'discAssessments',
  'savedPhrases',
  'voiceAttempts',
  'calls',
  'practiceReminders',
  'teamMemberships',
  'assignmentTargets',
] as const;

export type ExportedRelation = (typeof EXPORTED_RELATIONS)[number];

/** Relations that hold only secrets (hashes of mailed tokens): deleted with the user, never exported. */
export const SECRET_RELATIONS = ['verificationTokens', 'passwordResetTokens'] as const;
