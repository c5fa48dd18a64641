import { isOneOf } from '../../../lib/one-of';
import type { DiscType, Feedback, FeedbackRequest } from '../ai-types';
import { checkCompliance } from '../compliance/apply-compliance';
import { exemplarsFor } from '../exemplars';
import { TOPICS } from '../lexicon/lexicon-types';
import { hashString } from '../text/seeded';
import { pickExemplarQuote } from './exemplars';
import type { FeedbackTexts, Metric } from './feedback/feedback-texts';
import { FEEDBACK_EN } from './feedback/feedback-texts-en';
import { FEEDBACK_RU } from './feedback/feedback-texts-ru';
import { pickStrengths } from './feedback/pick-strengths';
import { pickSuggestions } from './feedback/pick-suggestions';
import { tryLine } from './feedback/try-line';
import { judgeReply, type Judgments } from './judge/judge-reply';
import { scoreJudgments, type JudgedScores } from './judge/score-judgments';

const TEXTS = { en: FEEDBACK_EN, ru: FEEDBACK_RU } satisfies Record<string, FeedbackTexts>;

function weakest(scores: JudgedScores): Metric {
  const metrics: Metric[] = ['value', 'cta', 'clarity', 'confidence'];
  const low = metrics.reduce((a, b) => (scores[b] < scores[a] ? b : a));
  return scores.grammar < 70 && scores.grammar < scores[low] ? 'grammar' : low;
}

function styleFit(j: Judgments, personality: DiscType | undefined): { fits: DiscType | null; missed: DiscType | null } {
  if (!personality) return { fits: null, missed: null };
  const facts = j.figures.relevant.length > 0 || j.evidence.length > 0;
  const fits = { D: j.words <= 50 && j.addressed === 'yes', I: !!j.acknowledged && j.hype.length <= 2, S: !!j.acknowledged && !j.tone.pressure.length, C: facts && j.addressed !== 'no' }[personality];
  const missed = { D: j.words > 90, I: false, S: j.tone.pressure.length > 0 || j.step?.fit === 'premature', C: !facts && j.addressed !== 'yes' }[personality];
  return { fits: fits ? personality : null, missed: missed ? personality : null };
}

/** The embedded coach: read the client's line, judge the reply against it, score from the judgments, then write. */
export function messageFeedback(req: FeedbackRequest): Feedback {
  const j = judgeReply({ message: req.message, session: req.language, clientLine: req.clientLine });
  const scores = scoreJudgments(j, req.personality);
  // The agent reads feedback in the session's language, whatever language the reply was typed in.
  const texts = TEXTS[req.language];
  const sessionTexts = texts;
  const seed = `${req.message}\u0000${req.clientLine ?? ''}`;
  const low = weakest(scores);
  const exemplars = exemplarsFor(req.exemplars, req.scenario);
  const topics = (j.client?.topics ?? []).filter((t) => isOneOf(TOPICS, t));
  const style = styleFit(j, req.personality);
  const mean = (scores.confidence + scores.clarity + scores.value + scores.cta) / 4;
  const feedback: Feedback = {
    ...scores,
    strengths: pickStrengths(j, scores, texts, style.fits).slice(0, 3),
    suggestions: pickSuggestions({
      j, scores, texts, sessionTexts,
      tryLine: tryLine(texts, j.client, req.personality, seed),
      sessionTryLine: tryLine(sessionTexts, j.client, req.personality, seed),
      styleMissed: style.missed,
      // Parsing transcripts costs more than judging, so only when there is something to quote.
      exemplar: exemplars.length && low !== 'grammar' ? pickExemplarQuote(exemplars, low, topics) : null,
      seed: hashString(seed),
      weakest: low,
    }).slice(0, 3),
    nextLevel: mean >= 85 ? texts.nextLevel.mastery : texts.nextLevel[low],
  };
  return checkCompliance(feedback, req.message, req.language, req.clientLine);
}
