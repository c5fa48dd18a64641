import type { Language } from '../ai-types';
import { lowerCased, rx } from './compliance-rule';

/** Sentences with their offsets, so a quote is cut from the agent's own words. */
export interface Span {
  text: string;
  start: number;
}

const SENTENCE_END = /[.!?…]+(?=\s|$)|\n+/g;

export function sentencesOf(message: string): Span[] {
  const spans: Span[] = [];
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  for (let end = SENTENCE_END.exec(message); end; end = SENTENCE_END.exec(message)) {
    const to = end.index + end[0].length;
    pushTrimmed(spans, message, from, to);
    from = to;
  }
  pushTrimmed(spans, message, from, message.length);
  return spans;
}

function pushTrimmed(spans: Span[], message: string, from: number, to: number) {
  const raw = message.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  if (text) spans.push({ text, start: from + lead });
}

/** Same length as the input (offsets stay valid): one apostrophe, one Cyrillic e. */
export function normalizeForRules(text: string): string {
  return lowerCased(text).replace(/[’‘ʼ`]/g, "'").replace(/ё/g, 'е').replace(/Ё/g, 'Е');
}

// A negation reaches forward inside its clause only: "Don't worry, we'll disclose it" is affirmed.
const CLAUSE_BREAK: Record<Language, RegExp> = {
  en: /[,;:()—–]|\s-\s|\b(?:but|however|although|though|yet|whereas|instead|so|and then|because)\b/giu,
  ru: rx('[,;:()—–]|\\s-\\s|\\b(?:но|однако|хотя|зато|а|поэтому|потому что|так что|тогда)\\b', 'gu'),
};
const NEGATION: Record<Language, RegExp> = {
  en: rx("\\b(?:not|no|never|nobody|no one|none|nothing|neither|nor|without|hardly|cannot|unable|refuse[sd]?|impossible|rather than|instead of|far from|\\w+n't)\\b"),
  ru: rx('\\b(?:не|ни|нет|никто|никогда|ничего|нельзя|без|незачем|необязательно|ненужно|невозможно|отказываюсь)\\b'),
};
const WINDOW: Record<Language, number> = { en: 6, ru: 4 };
// Idioms that carry a negation word but affirm: "no doubt it will double", «не сомневайтесь».
const AFFIRMING_IDIOM: Record<Language, RegExp> = {
  en: rx("\\b(?:no|without an?|beyond any|not a) (?:doubt|question|wonder|matter|problem|worries)\\b|\\bnot only\\b|\\bdon't (?:worry|you worry|stress|panic)\\b|\\bno later than\\b", 'gu'),
  ru: rx('\\b(?:без|нет|никаких) (?:сомнени\\p{L}*|вопрос\\p{L}*|проблем\\p{L}*)|\\bне (?:сомневайтесь|переживайте|волнуйтесь|беспокойтесь|только|позднее|позже)\\b', 'gu'),
};
// "Technically you can't refuse, but you can just pick the other one": honest words undone after a "but".
const UNDONE: Record<Language, RegExp> = {
  en: rx("\\b(?:but|though|however)\\b(?:\\s+\\S+){0,4}\\s+(?:just|simply|quietly|always)\\b"),
  ru: rx('\\b(?:но|однако|хотя)\\b(?:\\s+\\S+){0,4}\\s+(?:просто|тихо|тихонько|потихоньку|молча|всегда)\\b'),
};

/** Whether an honest marker at `index` is taken back later in the sentence. */
export function isUndoneAfter(sentence: string, index: number, language: Language): boolean {
  return UNDONE[language].test(sentence.slice(index));
}

const WORD = /[\p{L}\p{N}'’-]+/gu;

/** Whether the words right before `index`, inside the same clause, negate what follows. */
export function isNegatedAt(sentence: string, index: number, language: Language): boolean {
  const before = sentence.slice(0, index);
  let clauseStart = 0;
  const breaks = CLAUSE_BREAK[language];
  breaks.lastIndex = 0;
  for (let b = breaks.exec(before); b; b = breaks.exec(before)) clauseStart = b.index + b[0].length;
  const words = before.slice(clauseStart).replace(AFFIRMING_IDIOM[language], ' ').match(WORD) ?? [];
  const window = words.slice(-WINDOW[language]).join(' ');
  return window.length > 0 && NEGATION[language].test(window);
}
