import type { ChatTurn, DiscType, Language, LiveMetrics } from '../../ai-types';
import { judgeReply } from '../../coach/judge/judge-reply';
import { scoreJudgments } from '../../coach/judge/score-judgments';
import { analyzeMessage, type MessageSignals } from '../../signals/message-signals';
import { clamp, normalizeText, tokenize } from '../../text/normalize';

export interface ScoredUtterance {
  signals: MessageSignals;
  metrics: LiveMetrics;
}

const n = (list: readonly unknown[], cap: number) => Math.min(list.length, cap);

/** Mirroring the client's own words is a classic rapport signal. */
function mirrored(agent: string, client: string | null): number {
  if (!client) return 0;
  const mine = new Set(tokenize(normalizeText(agent)).filter((w) => w.length > 4));
  return tokenize(normalizeText(client)).filter((w) => w.length > 4 && mine.has(w)).length;
}

function rapport(s: MessageSignals, client: string | null): number {
  const h = s.hits;
  return 50 + 8 * n(h.empathy, 2) + 6 * n(s.openQuestions, 2) + 2 * n(h.youFocus, 4) + 3 * Math.min(mirrored(s.text, client), 3) +
    2 * n(h.enthusiasm, 2) - 15 * n(h.pressure, 2) - 15 * n(h.rude, 2) - 4 * n(h.apology, 2);
}

export function scoreUtterances(transcript: readonly ChatTurn[], language: Language, personality?: DiscType): ScoredUtterance[] {
  const out: ScoredUtterance[] = [];
  let client: string | null = null;
  for (const turn of transcript) {
    if (!turn.isAgent) {
      client = turn.content;
      continue;
    }
    const signals = analyzeMessage(turn.content, language);
    // The same judgments as the chat coach: each utterance is judged against the client's last line.
    const s = scoreJudgments(judgeReply({ message: turn.content, session: language, clientLine: client ?? undefined }), personality);
    out.push({
      signals,
      metrics: {
        confidence: s.confidence,
        clarity: s.clarity,
        persuasion: clamp(0.55 * s.value + 0.3 * s.cta + 0.15 * s.confidence),
        rapport: clamp(rapport(signals, client)),
      },
    });
  }
  return out;
}
