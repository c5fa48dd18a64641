import type { Language } from '../../ai-types';
import { normalizeText } from '../../text/normalize';
import { judgeReply, type Judgments } from '../judge/judge-reply';
import { judgeLexicon, topicsIn } from '../judge/judge-lexicon';
import type { JudgeTopic } from '../judge/judge-lexicon-types';

/** One reply of the agent, judged against the client's line before it. */
export interface CardTurn {
  messageId: number;
  text: string;
  /** 0 for the agent's first reply. */
  index: number;
  clientLine: string | null;
  j: Judgments;
  /** The agent's questions (not leading ones) with the topics they ask about. */
  asks: { text: string; type: 'open' | 'closed'; topics: JudgeTopic[] }[];
}

export function cardTurns(messages: readonly { id: number; isAgent: boolean; content: string }[], session: Language): CardTurn[] {
  const turns: CardTurn[] = [];
  let clientLine: string | null = null;
  for (const m of messages) {
    if (!m.isAgent) {
      clientLine = m.content;
      continue;
    }
    const j = judgeReply({ message: m.content, session, clientLine: clientLine ?? undefined });
    const lexicon = judgeLexicon(j.language);
    const asks = j.questions
      .filter((q): q is { text: string; type: 'open' | 'closed' } => q.type !== 'leading')
      .map((q) => ({ ...q, topics: topicsIn(lexicon, normalizeText(q.text)) }));
    turns.push({ messageId: m.id, text: m.content, index: turns.length, clientLine, j, asks });
  }
  return turns;
}

/** The reply's sentence that holds the phrase, to quote the agent in full words. */
export function sentenceWith(turn: CardTurn, phrase: string | null | undefined): string {
  if (!phrase) return turn.j.sentences[0] ?? turn.text;
  const needle = normalizeText(phrase);
  return turn.j.sentences.find((s) => normalizeText(s).includes(needle)) ?? phrase;
}
