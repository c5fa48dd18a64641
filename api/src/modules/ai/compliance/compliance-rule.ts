import type { ComplianceCategory } from '@app/contracts/chat';

/**
 * One way a category shows up in a sentence: a risky predicate (the anchor) whose polarity is read
 * in its clause, plus concepts that must share the sentence. Honest twins differ by a negation
 * ("I can't guarantee") or by an honest marker ("we must disclose"), so both are part of a rule.
 */
export interface ComplianceRule {
  anchor: RegExp;
  /** The anchor must be under a negation ("don't mention the damp"); by default it must not be. */
  negated?: boolean;
  /** The anchor carries its own negation or none matters ("nobody will notice", "no immigrants"). */
  anyPolarity?: boolean;
  /** Concepts that must each appear in the same sentence. */
  with?: readonly RegExp[];
  /** Concepts that may each appear in the sentence or in the client's last line (a protected group, the defect asked about). */
  withOrClient?: readonly RegExp[];
  /** `with` may be found anywhere in the message (fraud plans spread over two sentences). */
  wide?: boolean;
  /** An affirmed honest marker in the sentence clears the rule. */
  unless?: RegExp;
}

export interface CategoryRules {
  category: ComplianceCategory;
  rules: readonly ComplianceRule[];
  /** Honest markers that clear every rule of the category in that sentence. */
  unless?: RegExp;
}

// Up to two filler words that are not a negation: "we'll ¤ disclose" matches "we'll fully disclose" but not "we don't disclose".
const FILLER = "(?:(?!(?:not|never|no|nobody|cannot|не|ни|нет|никогда|нельзя|незачем|необязательно)(?![\\p{L}'])|\\p{L}+n't(?![\\p{L}]))[\\p{L}\\p{N}'-]+[\\s,]+){0,2}";
const BOUNDARY = '(?:(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_])|(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_]))';

/**
 * Compiles a pattern once at module load. `\b` is made Unicode-aware (JavaScript's is ASCII only,
 * which breaks Russian stems); `¤` stands for up to two filler words that are not a negation.
 */
export function rx(source: string, flags = 'iu'): RegExp {
  const expanded = source
    .replace(/\\b/g, BOUNDARY)
    .replace(/¤/g, FILLER);
  return new RegExp(expanded, flags);
}

/** Joins alternatives (one concept lexicon) into one word-bounded pattern. */
export function anyOf(...alternatives: string[]): RegExp {
  return rx(`\\b(?:${alternatives.join('|')})`);
}
