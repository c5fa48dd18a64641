import type { DiscType, Feedback } from '../../ai-types';
import type { LineSignals } from '../signals/line-signals';
import type { MessageSignals } from '../signals/message-signals';
import { clientAsks } from './client-asks';
import type { CoachTexts, Dimension } from './coach-texts';
import type { MessageScores } from './score-message';
import { pickStrengths } from './pick-strengths';
import { pickSuggestions } from './pick-suggestions';

export interface FeedbackContext {
  message: MessageSignals;
  client: LineSignals | null;
  scores: MessageScores;
  personality?: DiscType;
  texts: CoachTexts;
  exemplarQuote: (weakest: Dimension) => string | null;
}

export function weakestDimension(scores: MessageScores): Dimension {
  const dims: Dimension[] = ['cta', 'value', 'clarity', 'confidence'];
  const weakest = dims.reduce((a, b) => (scores[b] < scores[a] ? b : a));
  return scores.grammar < 70 && scores.grammar < scores[weakest] ? 'grammar' : weakest;
}

export function composeFeedback(ctx: FeedbackContext): Feedback {
  const { scores, texts } = ctx;
  const weakest = weakestDimension(scores);
  const mean = (scores.confidence + scores.clarity + scores.value + scores.cta) / 4;
  const asked = ctx.client ? clientAsks(ctx.client) : [];
  return {
    confidence: scores.confidence,
    clarity: scores.clarity,
    grammar: scores.grammar,
    value: scores.value,
    cta: scores.cta,
    strengths: pickStrengths(ctx, asked).slice(0, 3),
    suggestions: pickSuggestions(ctx, asked, weakest).slice(0, 3),
    nextLevel: mean >= 85 ? texts.nextLevel.mastery : texts.nextLevel[weakest],
  };
}
