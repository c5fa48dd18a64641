import type { Db } from '../lib/db';
import { createAchievementsRepository } from '../modules/achievements/achievements.repository';
import { createAuditRepository } from '../modules/audit/audit.repository';
import { createAccountRepository, type ExportReaders } from '../modules/auth/account.repository';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createOneTimeTokenRepository } from '../modules/auth/one-time-token.repository';
import { createCallsRepository } from '../modules/calls/calls.repository';
import { createChallengesRepository } from '../modules/challenges/challenges.repository';
import { createChatRepository } from '../modules/chat/chat.repository';
import { createPhrasesRepository } from '../modules/coaching-phrases/phrases.repository';
import { createDailyChallengeRepository } from '../modules/daily-challenge/daily-challenge.repository';
import { createDiscRepository } from '../modules/disc/disc.repository';
import { createHealthRepository } from '../modules/health/health.repository';
import { createAnalyticsRepository } from '../modules/knowledge-base/analytics.repository';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository';
import { createProgressRepository } from '../modules/progress/progress.repository';
import { createPushRepository } from '../modules/push/push.repository';
import { createQuizAdminRepository } from '../modules/quiz/quiz-admin.repository';
import { createQuizRepository } from '../modules/quiz/quiz.repository';
import { createRemindersRepository } from '../modules/reminders/reminders.repository';
import { createSavedPhrasesRepository } from '../modules/saved-phrases/saved-phrases.repository';
import { createTeamsRepository } from '../modules/teams/teams.repository';
import { createTrainingRepository } from '../modules/training/training.repository';
import { createUsersAdminRepository } from '../modules/users/users-admin.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { createVoiceRepository } from '../modules/voice/voice.repository';

/**
 * Every repository, each built once on the one database client: the only place `db` is handed out.
 * Each table has one owning repository; a module that needs another module's table gets that
 * owner's repository here (the check: src/test/table-owners.test.ts).
 */
export function createRepositories(db: Db) {
  const users = createUsersRepository(db);
  const challenges = createChallengesRepository(db);
  const chat = createChatRepository(db, { challenges });
  const phrases = createPhrasesRepository(db);
  const training = createTrainingRepository(db);
  const owners = {
    achievements: createAchievementsRepository(db),
    auth: createAuthRepository(db, { users }),
    calls: createCallsRepository(db),
    dailyChallenge: createDailyChallengeRepository(db, { challenges, users }),
    disc: createDiscRepository(db, { users, chat }),
    notifications: createNotificationsRepository(db, { users, chat }),
    progress: createProgressRepository(db, { usersOn: createUsersRepository }),
    push: createPushRepository(db),
    quiz: createQuizRepository(db),
    reminders: createRemindersRepository(db),
    savedPhrases: createSavedPhrasesRepository(db),
    teams: createTeamsRepository(db),
    voice: createVoiceRepository(db),
  };
  // The data export asks each table's owner for the user's rows.
  const exportReaders: ExportReaders = {
    sessions: owners.auth.listForExport,
    notifications: owners.notifications.listForExport,
    pushSubscriptions: owners.push.listForExport,
    dailyChallengePicks: owners.dailyChallenge.listForExport,
    chatSessions: chat.listForExport,
    achievements: owners.achievements.listForExport,
    quizAttempts: owners.quiz.listForExport,
    progressActivities: owners.progress.listForExport,
    discAssessments: owners.disc.listForExport,
    savedPhrases: owners.savedPhrases.listForExport,
    voiceAttempts: owners.voice.listForExport,
    calls: owners.calls.listForExport,
    practiceReminders: owners.reminders.listForExport,
    teamMemberships: owners.teams.listMembershipsForExport,
    assignmentTargets: owners.teams.listTargetsForExport,
  };
  return {
    ...owners,
    account: createAccountRepository({ users, exportReaders }),
    analytics: createAnalyticsRepository({ challenges, phrases, training, chat }),
    audit: createAuditRepository(db),
    challenges,
    chat,
    health: createHealthRepository(db),
    passwordReset: createOneTimeTokenRepository(db, 'passwordResetToken'),
    phrases,
    quizAdmin: createQuizAdminRepository(db),
    training,
    users,
    usersAdmin: createUsersAdminRepository(db),
    verification: createOneTimeTokenRepository(db, 'emailVerificationToken'),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
