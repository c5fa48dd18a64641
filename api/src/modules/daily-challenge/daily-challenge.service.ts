import type { DailyChallenge } from '@app/contracts/dashboard';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { localizeChallenge } from '../challenges/challenge-texts';
import { paramsInEveryLanguage } from '../notifications/localized-params';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DailyChallengeRepository } from './daily-challenge.repository';
import { isNearDay, pickChallenge, utcDay } from './pick-challenge';

interface Deps {
  notifications: Pick<NotificationsService, 'notifyEvent'>;
  now?: () => Date;
}

export function createDailyChallengeService(repo: DailyChallengeRepository, { notifications, now = () => new Date() }: Deps) {
  return {
    /**
     * One active challenge per user per day, the same all day. The day's first pick is stored and
     * tells the user with a "challenge" notification (`notified` says so); a pick whose challenge was deactivated is redone.
     */
    async forUser(caller: AuthContext | undefined, userId: number, requestedDay?: string, lang: Lang = 'en'): Promise<DailyChallenge> {
      assertSelfOrAdmin(caller, userId);
      const current = now();
      if (requestedDay && !isNearDay(requestedDay, current)) throw new AppError('validation', 400);
      const day = requestedDay ?? utcDay(current);
      const streak = await repo.userStreak(userId);
      if (streak === undefined) throw new AppError('notFound', 404);

      const active = await repo.listActive();
      const stored = await repo.findPick(userId, day);
      let challenge = stored && active.find((c) => c.id === stored.challengeId);
      let notified = false;
      if (!challenge) {
        challenge = pickChallenge(active, userId, day);
        if (!challenge) return { day, streak, challenge: null, notified };
        if (stored) await repo.updatePick(userId, day, challenge.id);
        else if (await repo.createPick(userId, day, challenge.id)) {
          // The title in every language: the bell shows it in the language the user reads it in.
          const picked = challenge;
          const params = paramsInEveryLanguage((l) => ({ title: localizeChallenge(picked, l).title }));
          await notifications.notifyEvent(userId, 'dailyChallenge', params, `/chat?challenge=${picked.id}`);
          notified = true;
        }
      }
      const texts = localizeChallenge(challenge, lang);
      return { day, streak, challenge: { id: challenge.id, title: texts.title, description: texts.description }, notified };
    },
  };
}

export type DailyChallengeService = ReturnType<typeof createDailyChallengeService>;
