import type { Db } from '../lib/db';
import { createAchievementsRepository } from '../modules/achievements/achievements.repository';
import { createAuditRepository } from '../modules/audit/audit.repository';
import { createAccountRepository } from '../modules/auth/account.repository';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createPasswordResetRepository } from '../modules/auth/password-reset.repository';
import { createVerificationRepository } from '../modules/auth/verification.repository';
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
import { createSeedRepository } from '../modules/seed/seed.repository';
import { createTrainingRepository } from '../modules/training/training.repository';
import { createUsersAdminRepository } from '../modules/users/users-admin.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { createVoiceRepository } from '../modules/voice/voice.repository';

/** Every repository, each built once on the one database client: the only place `db` is handed out. */
export function createRepositories(db: Db) {
  return {
    account: createAccountRepository(db),
    achievements: createAchievementsRepository(db),
    analytics: createAnalyticsRepository(db),
    audit: createAuditRepository(db),
    auth: createAuthRepository(db),
    calls: createCallsRepository(db),
    challenges: createChallengesRepository(db),
    chat: createChatRepository(db),
    dailyChallenge: createDailyChallengeRepository(db),
    disc: createDiscRepository(db),
    health: createHealthRepository(db),
    notifications: createNotificationsRepository(db),
    passwordReset: createPasswordResetRepository(db),
    phrases: createPhrasesRepository(db),
    progress: createProgressRepository(db),
    push: createPushRepository(db),
    quiz: createQuizRepository(db),
    quizAdmin: createQuizAdminRepository(db),
    reminders: createRemindersRepository(db),
    savedPhrases: createSavedPhrasesRepository(db),
    seed: createSeedRepository(db),
    training: createTrainingRepository(db),
    users: createUsersRepository(db),
    usersAdmin: createUsersAdminRepository(db),
    verification: createVerificationRepository(db),
    voice: createVoiceRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
