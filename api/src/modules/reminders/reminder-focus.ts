import type { NotificationParams } from '@app/contracts/notifications';
import { translate, type Lang } from '../../lib/i18n';
import { isOneOf } from '../../lib/one-of';
import { paramsInEveryLanguage } from '../notifications/localized-params';
import { REMINDER_SKILLS, type ReminderSkill } from '@app/contracts/reminders';

export type { ReminderSkill };

const isSkill = (focus: string): focus is ReminderSkill => isOneOf(REMINDER_SKILLS, focus);

/**
 * A reminder stores the skill it is about ("rapport"), or "" for none. Rows stored before that
 * hold the sentence itself, in the language it was scheduled in, and read as they are.
 */
export function focusText(focus: string, lang: Lang): string {
  return isSkill(focus) ? translate(lang, 'voice:reminder.focus', { skill: translate(lang, `voice:call.metrics.${focus}`) }) : focus;
}

/** The notification's params: the focus sentence in every language, so it reads in the reader's. */
export const focusParams = (focus: string): NotificationParams => paramsInEveryLanguage((lang) => ({ focus: focusText(focus, lang) }));
