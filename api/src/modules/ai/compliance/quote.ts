/** The longest quote shown with a warning. */
export const MAX_QUOTE = 160;

const CLAUSE_EDGE = /[,;:—–]\s/g;

/**
 * The agent's words that carry the risk: the sentence when it is short enough, else the clauses
 * around the risky words, cut at a word and marked with an ellipsis.
 */
export function quoteAround(sentence: string, at: number): string {
  if (sentence.length <= MAX_QUOTE) return sentence;
  let start = 0;
  let end = sentence.length;
  for (const edge of sentence.matchAll(CLAUSE_EDGE)) {
    const cut = edge.index + 1;
    if (cut <= at && at - cut < MAX_QUOTE - 40) start = cut;
    else if (cut > at && end === sentence.length && cut - start <= MAX_QUOTE) end = cut - 1;
  }
  let quote = sentence.slice(start, end).trim();
  if (quote.length > MAX_QUOTE) {
    const from = Math.max(0, Math.min(at - start - 40, quote.length - (MAX_QUOTE - 1)));
    quote = quote.slice(from, from + MAX_QUOTE - 1).replace(/\s+\S*$/, '').trim();
    return `${from > 0 ? '…' : ''}${quote}…`.slice(0, MAX_QUOTE);
  }
  return start > 0 || end < sentence.length ? `…${quote}…`.slice(0, MAX_QUOTE) : quote;
}
