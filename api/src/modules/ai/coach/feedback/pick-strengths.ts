import type { DiscType } from '../../ai-types';
import type { JudgedScores } from '../judge/score-judgments';
import type { Judgments } from '../judge/judge-reply';
import type { FeedbackTexts } from './feedback-texts';

export const shorten = (s: string, max = 90) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** Praise only what the judgments found and the scores reflect: the text never contradicts a metric. */
export function pickStrengths(j: Judgments, scores: JudgedScores, texts: FeedbackTexts, style: DiscType | null): string[] {
  const t = texts.strength;
  const out: string[] = [];
  const clean = !j.tone.rude.length && !j.tone.pressure.length && !j.tone.condescending.length && !j.stuffing && j.language === j.session;
  if (!clean) return out;
  const topic = j.client?.topics[0];
  if (j.addressed === 'yes' && j.answer && scores.value >= 55) {
    out.push(topic && j.client ? t.answered(texts.act[j.client.act], texts.topic[topic], shorten(j.answer)) : t.answeredGeneral(shorten(j.answer)));
  }
  if (j.acknowledged && j.client?.concern && j.addressed !== 'no') out.push(t.acknowledged(j.acknowledged));
  if (j.figures.relevant.length && j.addressed !== 'no' && !j.answer?.includes(j.figures.relevant[0].text)) {
    out.push(t.figures(j.figures.relevant.slice(0, 2).map((f) => f.text).join(', '), topic ? texts.topic[topic] : null));
  }
  if (j.caution.honest.length && j.addressed !== 'no') out.push(t.honestCaution(shorten(j.caution.honest[0], 80)));
  else if (j.honestUnknown && j.step) out.push(t.honestUnknown(j.honestUnknown));
  const open = j.questions.find((q) => q.type === 'open');
  if (open && scores.cta >= 50) out.push(t.openQuestion(shorten(open.text)));
  if (j.step?.fit === 'fitting' && scores.cta >= 60) out.push(t.step(shorten(j.step.text), j.step.timed));
  if (style && scores.value >= 55) out.push(t.style[style]);
  return out;
}
