import type { Topic } from '../lexicon/lexicon-types';
import type { BetterTopic, Dimension } from './coach-texts';
import type { FeedbackContext } from './compose-feedback';

const shorten = (s: string, max = 80) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

function betterTopic(asked: Topic[], weakest: Dimension, ctx: FeedbackContext): BetterTopic {
  if (asked.length) return asked[0];
  if (weakest === 'value') return 'benefits';
  if (weakest === 'cta' && !ctx.message.questions.length) return 'needs';
  return 'general';
}

function clientQuote(ctx: FeedbackContext): string {
  const client = ctx.client;
  if (!client) return '';
  return shorten(client.questions[0] ?? client.sentences[client.sentences.length - 1] ?? client.text, 70);
}

function styleMissed(ctx: FeedbackContext): boolean {
  const { message: m, personality } = ctx;
  const h = m.hits;
  if (personality === 'D') return m.words > 60 || (h.value.length + m.numbers.length === 0);
  if (personality === 'I') return h.enthusiasm.length === 0 && m.exclamations === 0 && h.empathy.length === 0;
  if (personality === 'S') return h.pressure.length > 0 || (h.process.length === 0 && h.empathy.length === 0);
  if (personality === 'C') return m.numbers.length === 0 && h.data.length === 0 && h.evidence.length === 0;
  return false;
}

export function pickSuggestions(ctx: FeedbackContext, asked: Topic[], weakest: Dimension): string[] {
  const { message: m, scores, texts } = ctx;
  const s = texts.suggestion;
  const h = m.hits;
  const better = texts.better[betterTopic(asked, weakest, ctx)];
  const out: string[] = [];
  if (h.rude.length) out.push(s.rude(h.rude[0]));
  if (h.pressure.length) out.push(s.pressure(h.pressure[0], better));
  if (scores.relevant === false) {
    const topic = asked[0];
    out.push(s.offTopic(clientQuote(ctx), texts.topicName[topic], texts.better[topic]));
  }
  if (h.vague.length) out.push(s.vague(h.vague[0], better));
  if (h.hedge.length && !h.vague.includes(h.hedge[0])) out.push(s.hedge(h.hedge[0], better));
  if (!m.numbers.length && !h.evidence.length && scores.value < 65) out.push(s.noEvidence(better));
  if (!m.questions.length && !m.cta.length && !m.openQuestions.length) out.push(s.noQuestion(texts.questionExample));
  if (scores.cta < 50 && m.questions.length) out.push(s.noCta(texts.ctaExample));
  if (h.filler.length) out.push(s.filler(h.filler[0]));
  if (h.apology.length) out.push(s.apology(h.apology[0]));
  if (m.words < 6) out.push(s.tooShort());
  else if (m.longestSentenceWords > 30) out.push(s.tooLong(m.longestSentenceWords));
  if (m.grammar.length) out.push(s.grammar(m.grammar[0]));
  if (ctx.personality && styleMissed(ctx)) out.push(s.style[ctx.personality]);
  const quote = ctx.exemplarQuote(weakest);
  if (quote) out.splice(Math.min(1, out.length), 0, s.exemplar(shorten(quote, 160)));
  if (!out.length) out.push(s.polish());
  return [...new Set(out)];
}
