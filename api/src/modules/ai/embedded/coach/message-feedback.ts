import type { Feedback, FeedbackRequest } from '../../ai-types';
import { analyzeLine } from '../signals/line-signals';
import { analyzeMessage } from '../signals/message-signals';
import { checkCompliance } from '../../compliance/apply-compliance';
import { COACH_EN } from './coach-texts-en';
import { COACH_RU } from './coach-texts-ru';
import { composeFeedback } from './compose-feedback';
import { exemplarsFor } from '../../exemplars';
import { pickExemplarQuote } from './exemplars';
import { scoreMessage } from './score-message';

export function messageFeedback(req: FeedbackRequest): Feedback {
  const message = analyzeMessage(req.message, req.language);
  const client = req.clientLine ? analyzeLine(req.clientLine, req.language) : null;
  const scores = scoreMessage(message, client, req.personality);
  const exemplars = exemplarsFor(req.exemplars, req.scenario);
  const feedback = composeFeedback({
    message,
    client,
    scores,
    personality: req.personality,
    texts: req.language === 'ru' ? COACH_RU : COACH_EN,
    // Parsing transcripts costs more than scoring, so only when there is something to quote.
    exemplarQuote: (weakest) => (exemplars.length ? pickExemplarQuote(exemplars, weakest, client?.topics ?? []) : null),
  });
  return checkCompliance(feedback, req.message, req.language);
}
