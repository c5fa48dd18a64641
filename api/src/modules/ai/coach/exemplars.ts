import type { Exemplar } from '../ai-types';
import type { Topic } from '../lexicon/lexicon-types';
import { analyzeMessage } from '../signals/message-signals';
import { splitSentences } from '../text/normalize';
import type { Metric as Dimension } from './feedback/feedback-texts';

const SPEAKER = /^\s*(agent|realtor|broker|me|агент|риелтор|риэлтор|я)\s*[:\-–]\s*/i;
const OTHER_SPEAKER = /^\s*[\p{L} ]{2,20}\s*:\s*/u;

/** The agent's sentences: labelled lines when the transcript has speakers, every sentence otherwise. */
export function agentSentences(transcript: string): string[] {
  const lines = transcript.split(/\n+/).filter((l) => l.trim());
  const labelled = lines.filter((l) => SPEAKER.test(l));
  const source = labelled.length > 0 ? labelled.map((l) => l.replace(SPEAKER, '')) : lines.filter((l) => !OTHER_SPEAKER.test(l));
  return source.flatMap((l) => splitSentences(l)).filter((s) => s.length >= 12 && s.length <= 220);
}

/** The exemplar sentence that best shows what this message lacks, on the client's topic if possible. */
export function pickExemplarQuote(exemplars: readonly Exemplar[], weakest: Dimension, topics: readonly Topic[]): string | null {
  let best: { quote: string; score: number } | null = null;
  for (const exemplar of exemplars) {
    for (const sentence of agentSentences(exemplar.transcript)) {
      const s = analyzeMessage(sentence);
      const fit =
        weakest === 'cta' ? s.cta.length * 3 + s.openQuestions.length :
        weakest === 'value' ? s.hits.value.length + 2 * s.hits.evidence.length + s.numbers.length :
        weakest === 'confidence' ? s.hits.assertive.length * 2 - s.hits.hedge.length * 3 :
        s.openQuestions.length + s.hits.value.length;
      const score = fit * 2 + s.topics.filter((t) => topics.includes(t)).length;
      if (fit > 0 && (!best || score > best.score)) best = { quote: sentence, score };
    }
  }
  return best?.quote ?? null;
}
