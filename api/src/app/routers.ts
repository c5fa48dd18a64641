import type { Router } from 'express';
import type { Transcriber } from '../integrations/telephony/speech-to-text';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { RateLimiter } from '../lib/rate-limit';
import { achievementsRoutes } from '../modules/achievements/achievements.routes';
import { activityRoutes } from '../modules/activity/activity.routes';
import { auditRoutes } from '../modules/audit/audit.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { callNumberRoutes } from '../modules/calls/call-number.routes';
import { callsRoutes } from '../modules/calls/calls.routes';
import { twilioWebhookRoutes } from '../modules/calls/twilio-webhooks.routes';
import { challengesRoutes } from '../modules/challenges/challenges.routes';
import { scorecardsRoutes } from '../modules/scorecards/scorecards.routes';
import { chatRoutes } from '../modules/chat/chat.routes';
import { coachingPhrasesRoutes } from '../modules/coaching-phrases/phrases.routes';
import { dailyChallengeRoutes } from '../modules/daily-challenge/daily-challenge.routes';
import { discRoutes } from '../modules/disc/disc.routes';
import { knowledgeAnalyticsRoutes } from '../modules/knowledge-base/analytics.routes';
import { manifestRoutes } from '../modules/manifest/manifest.routes';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { progressRoutes } from '../modules/progress/progress.routes';
import { pushRoutes } from '../modules/push/push.routes';
import { quizAdminRoutes } from '../modules/quiz/quiz-admin.routes';
import { quizRoutes } from '../modules/quiz/quiz.routes';
import { remindersRoutes } from '../modules/reminders/reminders.routes';
import { savedPhrasesRoutes } from '../modules/saved-phrases/saved-phrases.routes';
import { assignmentsRoutes } from '../modules/teams/assignments.routes';
import { teamsRoutes } from '../modules/teams/teams.routes';
import { trainingRoutes } from '../modules/training/training.routes';
import { usersAdminRoutes } from '../modules/users/users-admin.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { transcribeRoutes } from '../modules/voice/transcribe.routes';
import { voiceRoutes } from '../modules/voice/voice.routes';
import type { Services } from './services';

interface RouterDeps {
  config: Config;
  logger: Logger;
  limiter: RateLimiter;
  transcribe?: Transcriber;
  /** Whether calls go through Twilio (its signed callbacks are then served). */
  twilio: boolean;
}

/** Every API router, in the order they are mounted; each takes services, never the database. */
export function createRouters(s: Services, { config, logger, limiter, transcribe, twilio }: RouterDeps): Router[] {
  const minute = 60_000;
  const twilioAuth = twilio && config.TWILIO_AUTH_TOKEN && config.PUBLIC_URL ? { authToken: config.TWILIO_AUTH_TOKEN, publicUrl: config.PUBLIC_URL } : undefined;
  // Express tries every route of every router in turn until one matches: the busiest come first
  // (practice chat, then the signed-in user). No two routers answer the same method and path.
  return [
    chatRoutes(s.chatSessions, s.chatMessages, logger, {
      limiter,
      messages: { limit: config.CHAT_MESSAGES_PER_MINUTE, windowMs: minute },
      sessions: { limit: config.CHAT_SESSIONS_PER_MINUTE, windowMs: minute },
    }),
    authRoutes(s, { limiter, publicUrl: config.PUBLIC_URL, loginCeilingPerEmail: config.RATE_LIMIT_PER_ACCOUNT }),
    usersRoutes(s.users),
    challengesRoutes(s.challenges, s.scenarios),
    scorecardsRoutes(s.scorecards, { limiter, scores: { limit: config.SCORE_TRANSCRIPTS_PER_MINUTE, windowMs: minute } }),
    quizRoutes(s.quizPlayer, s.quizEvaluation, s.quizStats),
    quizAdminRoutes(s.quizAdmin, s.quizStats),
    usersAdminRoutes(s.usersAdmin),
    auditRoutes(s.audit),
    coachingPhrasesRoutes(s.phrases),
    trainingRoutes(s.training),
    knowledgeAnalyticsRoutes(s.analytics),
    discRoutes(s.disc),
    savedPhrasesRoutes(s.savedPhrases),
    voiceRoutes(s.voice),
    transcribeRoutes(transcribe),
    callsRoutes(s.calls),
    callNumberRoutes(s.callNumbers),
    ...(twilioAuth ? [twilioWebhookRoutes(s.calls, twilioAuth)] : []),
    notificationsRoutes(s.notifications),
    pushRoutes(s.push),
    dailyChallengeRoutes(s.dailyChallenge),
    activityRoutes(s.activity),
    remindersRoutes(s.reminders),
    achievementsRoutes(s.achievements),
    progressRoutes(s.progress),
    teamsRoutes(s.teams, s.teamDashboards),
    assignmentsRoutes(s.assignments),
    manifestRoutes({ appsDir: config.APPS_DIR, manifestJson: config.MFE_MANIFEST, manifestFile: config.MFE_MANIFEST_FILE }, s.teams.managesAny),
  ];
}
