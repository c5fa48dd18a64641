import type { Mailer } from '../integrations/mail/mailer';
import type { TelephonyProvider } from '../integrations/telephony/telephony-provider';
import type { Config } from '../lib/config';
import type { EventBus } from '../lib/events';
import type { Logger } from '../lib/logger';
import type { ReadCache } from '../lib/read-cache';
import { createAchievementsService } from '../modules/achievements/achievements.service';
import { createActivityService } from '../modules/activity/activity.service';
import type { AiEngine } from '../modules/ai/ai-engine';
import { createAuditService } from '../modules/audit/audit.service';
import { createAccountService } from '../modules/auth/account.service';
import { createAuthService } from '../modules/auth/auth.service';
import { createPasswordResetService } from '../modules/auth/password-reset.service';
import { createProfileService } from '../modules/auth/profile.service';
import { createRegistrationService } from '../modules/auth/registration.service';
import type { CallHub } from '../modules/calls/call-hub';
import { createCallNumberService } from '../modules/calls/call-number.service';
import { createCallsService } from '../modules/calls/calls.service';
import { createChallengesService } from '../modules/challenges/challenges.service';
import { createScenariosService } from '../modules/challenges/scenarios.service';
import { chatActivitySource } from '../modules/chat/chat-activity';
import { createChatMessagesService } from '../modules/chat/chat-messages.service';
import { createChatService } from '../modules/chat/chat.service';
import { createScorecardsService } from '../modules/scorecards/scorecards.service';
import { createPhrasesService } from '../modules/coaching-phrases/phrases.service';
import { createDailyChallengeService } from '../modules/daily-challenge/daily-challenge.service';
import { createDiscService } from '../modules/disc/disc.service';
import { createAnalyticsService } from '../modules/knowledge-base/analytics.service';
import { createNotificationsService } from '../modules/notifications/notifications.service';
import { createProgressService } from '../modules/progress/progress.service';
import { createPushService } from '../modules/push/push.service';
import { loadVapidKeys } from '../modules/push/vapid-keys';
import { createQuizAdminService } from '../modules/quiz/quiz-admin.service';
import { createQuizEvaluationService } from '../modules/quiz/quiz-evaluation.service';
import { createQuizPlayerService } from '../modules/quiz/quiz-player.service';
import { createQuizStatsService } from '../modules/quiz/quiz-stats.service';
import { createRemindersService } from '../modules/reminders/reminders.service';
import { createSavedPhrasesService } from '../modules/saved-phrases/saved-phrases.service';
import { createTeamServices } from '../modules/teams/team-services';
import { createTrainingService } from '../modules/training/training.service';
import { createUsersAdminService } from '../modules/users/users-admin.service';
import { createUsersService } from '../modules/users/users.service';
import { createVoiceService } from '../modules/voice/voice.service';
import type { Repositories } from './repositories';

/** What services are built with besides repositories. */
export interface Infrastructure {
  config: Config;
  logger: Logger;
  events: EventBus;
  ai: AiEngine;
  secret: Uint8Array;
  mailer: Mailer;
  telephony: TelephonyProvider;
  hub: CallHub;
  /** Hot reads kept in process (single instance only). */
  reads?: ReadCache;
}

/** Every service, each built once from its repositories and the infrastructure. */
export function createServices(repos: Repositories, infra: Infrastructure) {
  const { config, logger, events, ai, reads, mailer } = infra;
  const auth = createAuthService(repos.auth, infra.secret, config.SESSION_TTL_HOURS, reads);
  const training = createTrainingService(repos.training, events, reads);
  const keys = loadVapidKeys(config.DATA_DIR, { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
  const push = createPushService(repos.push, { keys, subject: config.VAPID_SUBJECT, allowHttp: config.PUSH_ALLOW_HTTP, logger });
  const notifications = createNotificationsService(repos.notifications, { push, logger });
  const scorecards = createScorecardsService({ ai, challenges: repos.challenges, chat: repos.chat, calls: repos.calls });
  const achievements = createAchievementsService(repos.achievements, { notifications, medals: scorecards });
  const quizStats = createQuizStatsService(repos.quiz);

  return {
    // Accounts
    auth,
    registration: createRegistrationService({ users: repos.auth, tokens: repos.verification, auth, mailer, logger }),
    passwordResets: createPasswordResetService({ users: repos.auth, tokens: repos.passwordReset, mailer, logger }),
    account: createAccountService(repos.account),
    profile: createProfileService(repos.auth),
    users: createUsersService(repos.users),
    // Every admin write is announced as `admin.write`; the audit log records it.
    usersAdmin: createUsersAdminService(repos.usersAdmin, (e) => events.emit('admin.write', e)),
    audit: createAuditService(repos.audit, repos.usersAdmin.nameOf),
    // Content
    challenges: createChallengesService(repos.challenges),
    scenarios: createScenariosService(repos.challenges, events),
    phrases: createPhrasesService(repos.phrases, events),
    savedPhrases: createSavedPhrasesService(repos.savedPhrases),
    training,
    analytics: createAnalyticsService(repos.analytics),
    // Practice: each finished activity is reported as `activity.completed` to the progress engine.
    chatSessions: createChatService(repos.chat, { ai, events, reads, scorecards }),
    scorecards,
    chatMessages: createChatMessagesService(repos.chat, { ai, exemplars: training.exemplarsFor, reads }),
    quizPlayer: createQuizPlayerService(repos.quiz),
    quizEvaluation: createQuizEvaluationService(repos.quiz, { ai, events }),
    quizStats,
    quizAdmin: createQuizAdminService(repos.quizAdmin, (before, after, action, actorId) =>
      events.emit('admin.write', { actorId, action, entity: 'quizQuestion', entityId: (after ?? before)?.id ?? null, before, after })),
    voice: createVoiceService(repos.voice, { ai, events }),
    calls: createCallsService(repos.calls, { ai, events, hub: infra.hub, telephony: infra.telephony, publicUrl: config.PUBLIC_URL, scorecards }),
    callNumbers: createCallNumberService(repos.calls),
    disc: createDiscService(repos.disc, { ai, events }),
    // Progress and the home screen
    progress: createProgressService(repos.progress, { events, achievements }),
    achievements,
    push,
    notifications,
    dailyChallenge: createDailyChallengeService(repos.dailyChallenge, { notifications }),
    activity: createActivityService([chatActivitySource(repos.chat)]),
    reminders: createRemindersService(repos.reminders, { notifications }),
    // Teams: assignments complete from activity.completed; managers read the dashboard.
    ...createTeamServices(repos, { notifications }),
  };
}

export type Services = ReturnType<typeof createServices>;
