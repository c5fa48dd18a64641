import { QUIZ_TEXT_KEY } from '@app/contracts/quiz';
import { QUIZ_CATEGORIES } from '@app/contracts/quiz-questions';
import { translate, type Lang } from '../../lib/i18n';
import { isOneOf } from '../../lib/one-of';
import type { ChallengesRepository } from '../challenges/challenges.repository';
import { localizeChallenge } from '../challenges/challenge-texts';

const camel = (id: string) => id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

/** An assignment's title in the reader's language: the scenario's, quiz category's or call client's own. */
export function createAssignmentTitles(challenges: Pick<ChallengesRepository, 'find'>) {
  return async function titleOf(kind: string, target: string, lang: Lang): Promise<string> {
    switch (kind) {
      case 'scenario': {
        const challengeId = /^challenge-(\d+)$/.exec(target)?.[1];
        if (challengeId) {
          const row = await challenges.find(Number(challengeId));
          return row ? localizeChallenge(row, lang).title : translate(lang, 'teams:kinds.scenario');
        }
        return translate(lang, `chat:scenarios.${target}.title`);
      }
      case 'quiz':
        return translate(lang, `quiz:categories.${isOneOf(QUIZ_CATEGORIES, target) ? QUIZ_TEXT_KEY[target] : target}.title`);
      case 'call':
        return translate(lang, `voice:calls.scenarios.${camel(target)}.title`);
      case 'voice':
        return translate(lang, `voice:practice.scenarios.${camel(target)}.title`);
      default:
        return translate(lang, 'teams:kinds.disc');
    }
  };
}

export type TitleOf = ReturnType<typeof createAssignmentTitles>;
