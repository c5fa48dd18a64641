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
  /** params: title (the challenge's title). */
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
  /** params: tip (an already translated coaching tip). */
  coachingTip: {
    type: 'tip',
    priority: 'medium',
    ...keys('coachingTip'),
    action: { label: 'notifications:actions.openCoach', href: '/coach' },
  },
  /** params: focus (a translated skill name, or empty). A reminder the user scheduled from call insights. */
  practiceReminder: {
    type: 'reminder',
    priority: 'high',
    ...keys('practiceReminder'),
    action: { label: 'notifications:actions.practiceNow', href: '/voice-training' },
  },
} satisfies Record<string, NotificationTemplate>;

export type NotificationTemplateName = keyof typeof NOTIFICATION_TEMPLATES;
