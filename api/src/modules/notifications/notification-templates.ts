import type { NotificationPriority, NotificationType } from '@app/contracts/notifications';

export interface NotificationTemplate {
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  action?: { label: string; href: string };
}

const keys = (name: string) => ({
  title: `notifications:items.${name}.title`,
  message: `notifications:items.${name}.message`,
});

/**
 * The events that notify a user. Texts are keys in packages/i18n (namespace "notifications");
 * params fill their {{placeholders}}.
 */
export const NOTIFICATION_TEMPLATES = {
  /** params: title (the challenge's title in every language, see localized-params). */
  dailyChallenge: {
    type: 'challenge',
    priority: 'medium',
    ...keys('dailyChallenge'),
    action: { label: 'notifications:actions.startChallenge', href: '/chat' },
  },
  /** params: achievement (its id; the texts nest its translated name). */
  achievementUnlocked: {
    type: 'achievement',
    priority: 'high',
    ...keys('achievementUnlocked'),
    action: { label: 'notifications:actions.viewProgress', href: '/progress' },
  },
  /** params: streak (days). */
  streakAtRisk: {
    type: 'reminder',
    priority: 'high',
    ...keys('streakAtRisk'),
    action: { label: 'notifications:actions.practiceNow', href: '/chat' },
  },
  /** params: skill (the session's weakest: confidence, clarity, value or cta). Older rows: message "…message", params tip (its words). */
  coachingTip: {
    type: 'tip',
    priority: 'medium',
    title: 'notifications:items.coachingTip.title',
    message: 'notifications:items.coachingTip.advice',
    action: { label: 'notifications:actions.openCoach', href: '/coach' },
  },
  /** params: focus (its sentence in every language, see localized-params). A reminder the user scheduled from call insights. */
  practiceReminder: {
    type: 'reminder',
    priority: 'high',
    ...keys('practiceReminder'),
    action: { label: 'notifications:actions.practiceNow', href: '/voice-training' },
  },
} satisfies Record<string, NotificationTemplate>;

export type NotificationTemplateName = keyof typeof NOTIFICATION_TEMPLATES;
