import type { Topic } from '../lexicon/lexicon-types';
import type { FeedbackContext } from './compose-feedback';

const shorten = (s: string, max = 70) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

function styleFits(ctx: FeedbackContext): boolean {
  const { message: m, personality } = ctx;
  const h = m.hits;
  if (h.pressure.length || h.rude.length) return false;
  if (personality === 'D') return m.words <= 45 && (h.value.length + h.evidence.length + m.numbers.length) > 0;
  if (personality === 'I') return h.enthusiasm.length > 0 || m.exclamations > 0;
  if (personality === 'S') return h.process.length > 0 || h.empathy.length > 0;
  if (personality === 'C') return m.numbers.length > 0 || h.data.length > 0 || h.evidence.length > 0;
  return false;
}

export function pickStrengths(ctx: FeedbackContext, asked: Topic[]): string[] {
  const { message: m, scores, texts } = ctx;
  const t = texts.strength;
  const h = m.hits;
  const out: string[] = [];
  const answered = asked.find((topic) => m.topics.includes(topic));
  if (scores.relevant && answered && !h.pressure.length && h.vague.length < 2) out.push(t.answered(texts.topicName[answered]));
  const facts = [...new Set([...m.numbers, ...h.evidence])].slice(0, 2);
  if (facts.length) out.push(t.evidence(facts.join(', ')));
  if (m.openQuestions.length) out.push(t.openQuestion(shorten(m.openQuestions[0])));
  if (m.cta.length) out.push(h.ctaTime.length ? t.ctaTimed(shorten(m.cta[0])) : t.cta());
  if (h.empathy.length && !h.pressure.length) out.push(t.empathy(h.empathy[0]));
  if (h.value.length >= 2 && !h.pressure.length) out.push(t.value());
  if (ctx.personality && styleFits(ctx)) out.push(t.style[ctx.personality]);
  if (scores.clarity >= 80 && scores.grammar >= 88) out.push(t.clear());
  return out.length ? out : [t.fallback()];
}
