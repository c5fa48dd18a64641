import type { DiscType } from '../../ai-types';
import type { JudgedScores } from '../judge/score-judgments';
import type { Judgments } from '../judge/judge-reply';
import type { FeedbackTexts, Metric } from './feedback-texts';
import { shorten } from './pick-strengths';
import { tryTopic } from './try-line';

export interface SuggestionContext {
  j: Judgments;
  scores: JudgedScores;
  texts: FeedbackTexts;
  /** The texts of the session's language, for a reply written in the other one. */
  sessionTexts: FeedbackTexts;
  tryLine: string;
  sessionTryLine: string;
  styleMissed: DiscType | null;
  exemplar: string | null;
  seed: number;
  weakest: Metric;
}

/** What to change, most serious first, each naming this client's words or the agent's own. */
export function pickSuggestions(ctx: SuggestionContext): string[] {
  const { j, scores, texts } = ctx;
  const s = texts.suggestion;
  const out: string[] = [];
  const client = j.client;
  const topic = texts.topic[tryTopic(client) === 'general' ? 'needs' : (client?.topics[0] ?? 'needs')];
  const clientQuote = client ? shorten(client.quote, 80) : null;
  const examples = texts.openExamples[tryTopic(client)];
  const example = examples[(ctx.seed >>> 3) % examples.length];
  if (j.language !== j.session) out.push(ctx.sessionTexts.suggestion.wrongLanguage(ctx.sessionTexts.languageName, ctx.sessionTryLine));
  if (j.tone.rude.length) out.push(s.rude(j.tone.rude[0], clientQuote ?? j.tone.rude[0]));
  if (j.tone.condescending.length) out.push(s.condescending(j.tone.condescending[0]));
  if (j.tone.pressure.length) out.push(s.pressure(j.tone.pressure[0]));
  if (clientQuote && j.addressed === 'no') out.push(s.unanswered(clientQuote, topic, j.evasive, ctx.tryLine));
  else if (clientQuote && j.addressed === 'partial') out.push(s.partial(clientQuote, topic, ctx.tryLine));
  if (j.step?.fit === 'premature' && client) out.push(s.premature(shorten(j.step.text, 70), texts.act[client.act]));
  if (j.figures.irrelevant.length && client?.topics.length && j.figures.irrelevant.some((f) => f.kind === 'bare' || j.addressed !== 'yes')) {
    out.push(s.irrelevantFigures(j.figures.irrelevant.slice(0, 2).map((f) => f.text).join(', '), topic));
  }
  if (j.stuffing) out.push(s.stuffing(j.stuffing));
  const leading = j.questions.find((q) => q.type === 'leading');
  if (leading) out.push(s.leading(shorten(leading.text, 70), example));
  if (j.caution.vague.length) out.push(s.vagueHedge(j.caution.vague[0]));
  else if (j.vagueWords.length && scores.value < 70) out.push(s.vagueWord(j.vagueWords[0], topic));
  if (!j.step && !j.questions.some((q) => q.type === 'open') && scores.cta < 55 && j.addressed !== 'no') {
    out.push(s.noNextMove[ctx.seed % s.noNextMove.length](example));
  }
  if (j.rambling) out.push(s.rambling(j.words, j.words <= 110));
  else if (j.words < 6) out.push(s.tooShort(clientQuote));
  if (j.filler.length) out.push(s.filler(j.filler[0]));
  if (j.apology.length) out.push(s.apology(j.apology[0]));
  if (j.grammar.length) out.push(s.grammar(j.grammar[0]));
  if (ctx.styleMissed) out.push(s.style[ctx.styleMissed]);
  if (ctx.exemplar) out.splice(Math.min(1, out.length), 0, s.exemplar(shorten(ctx.exemplar, 160)));
  if (!out.length) {
    // Praise only what the scores support: a plain reply with a low metric gets advice on that metric.
    const mean = (scores.confidence + scores.clarity + scores.value + scores.cta) / 4;
    if (mean >= 70 && scores.grammar >= 70) out.push(s.polish[ctx.seed % s.polish.length](clientQuote ?? shorten(j.sentences[0] ?? '', 60)));
    else out.push(s.lowMetric[ctx.weakest](topic));
  }
  return [...new Set(out)];
}
