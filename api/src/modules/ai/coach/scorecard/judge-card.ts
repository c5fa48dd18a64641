import type { CriterionJudgment, ScoreCardRequest } from '../../scorecard-types';
import { FEEDBACK_EN } from '../feedback/feedback-texts-en';
import { FEEDBACK_RU } from '../feedback/feedback-texts-ru';
import { CARD_LINES_EN } from './card-lines-en';
import { CARD_LINES_RU } from './card-lines-ru';
import { CHECKS } from './card-checks';
import { cardTurns } from './card-turns';

/**
 * The embedded coach's scorecard: each criterion read from the per-message judgments it maps to;
 * a criterion with no mapping is left unjudged (only a model can read free text it has no rule for).
 */
export function judgeCard(req: ScoreCardRequest): CriterionJudgment[] {
  const ru = req.language === 'ru';
  const ctx = { turns: cardTurns(req.messages, req.language), lines: ru ? CARD_LINES_RU : CARD_LINES_EN, feedback: ru ? FEEDBACK_RU : FEEDBACK_EN, personality: req.personality };
  return req.criteria.map((c) =>
    c.check ? { id: c.id, ...CHECKS[c.check](ctx) } : { id: c.id, status: 'unjudged', evidence: null, messageId: null, betterLine: null },
  );
}
