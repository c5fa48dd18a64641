import { normalizeText } from '../../text/normalize';
import { has, type JudgeLexicon } from './judge-lexicon';

export type QuestionType = 'open' | 'closed' | 'leading';

/**
 * What a question asks of the client: open ("what matters most to you?"), closed ("is Thursday
 * good?") or leading, a tag or a presumption that pushes for yes ("you'd agree, right?").
 */
export function questionType(lexicon: JudgeLexicon, question: string): QuestionType {
  const normalized = normalizeText(question);
  if (has(lexicon.leading, normalized)) return 'leading';
  // The interrogative must open the question (after a short lead-in such as "so," or "and").
  const start = normalized.replace(/^[^a-zа-я0-9]+/, '').split(' ').slice(0, 4).join(' ');
  if (has(lexicon.proposalOpeners, start)) return 'closed';
  const lead = normalized.split(/[,:;—–-]\s*/).map((part) => part.split(' ').slice(0, 3).join(' '));
  if (lead.some((part) => has(lexicon.openers, part))) return 'open';
  // "Could you tell me what matters most?" is open, whatever its frame.
  if (/\b(?:tell me|share|describe|explain)\b.*\b(?:what|how|why|which)\b/.test(normalized)) return 'open';
  return 'closed';
}
