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
  /** Concepts that must each appear in the client's last line (a request to discriminate the reply goes along with). */
  client?: readonly RegExp[];
  /** `with` may be found anywhere in the message (fraud plans spread over two sentences). */
  wide?: boolean;
  /** An affirmed honest marker in the sentence clears the rule. */
  unless?: RegExp;
  /** An affirmed honest marker anywhere in the message clears the rule ("Sure. Same checks for everyone, though."). */
  unlessAnywhere?: RegExp;
}

export interface CategoryRules {
  category: ComplianceCategory;
  rules: readonly ComplianceRule[];
  /** Honest markers that clear every rule of the category in that sentence. */
  unless?: RegExp;
}

// Up to two filler words that are not a negation: "we'll ¤ disclose" matches "we'll fully disclose" but not "we don't disclose".
const FILLER = "(?:(?!(?:not|never|no|nobody|cannot|не|ни|нет|никогда|нельзя|незачем|необязательно)(?![\\p{L}'])|\\p{L}+n't(?![\\p{L}]))[\\p{L}\\p{N}'-]+[\\s,]+){0,2}";
const WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
const WORD_AFTER = '(?![\\p{L}\\p{N}_])';

/**
 * Compiles a pattern once at module load. For Russian, `\b` becomes a Unicode-aware start or end of
 * word (JavaScript's is ASCII only, which breaks stems): a start where a word or group begins, an
 * end elsewhere. English keeps the native, faster `\b`. `¤` stands for up to two filler words that
 * are not a negation.
 */
export function rx(source: string, flags = 'u'): RegExp {
  // Text is lower-cased before matching (lowerCased), so patterns are too and skip the slow /i.
  let expanded = source.replace(/\\[pP]\{[^}]*\}|\\[A-Za-z]|[A-ZА-ЯЁ]/g, (m) => (m.length === 1 ? m.toLowerCase() : m)).replace(/¤/g, FILLER);
  if (/[а-яё]/i.test(source)) {
    expanded = expanded.replace(/\\b/g, (_m, at: number) => (at === 0 || /[(|:\s]/.test(expanded[at - 1]) || expanded.startsWith('\\s', at - 2) ? WORD_BEFORE : WORD_AFTER));
  }
  return new RegExp(withoutUnicodeClasses(expanded), flags.replace('u', ''));
}

const LETTERS = 'a-z\\u00c0-\\u024f\\u0400-\\u04ff';
const DIGITS = '0-9';

/**
 * \p{L} and \p{N} spelled as explicit ranges, so the pattern compiles without the u flag: V8
 * compiles large Unicode-mode alternations about a hundred times slower (seconds on first use).
 */
function withoutUnicodeClasses(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const prop = /^\\[pP]\{(L|N)\}/.exec(source.slice(i));
      if (prop) {
        const range = prop[1] === 'L' ? LETTERS : DIGITS;
        out += inClass ? range : `[${range}]`;
        i += prop[0].length - 1;
        continue;
      }
      out += c + (source[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return out;
}

/** Lower case, one character for one (offsets stay valid for quoting the original). */
export function lowerCased(text: string): string {
  return text.replace(/[A-ZА-ЯЁ]/g, (c) => c.toLowerCase());
}

/** Joins alternatives (one concept lexicon) into one word-bounded pattern. */
export function anyOf(...alternatives: string[]): RegExp {
  return rx(`\\b(?:${alternatives.join('|')})`);
}
