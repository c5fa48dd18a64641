import type { Language } from '../../ai-types';
import { normalizeForRules } from '../sentence-scan';

/**
 * What the compliance model reads in a reply: word stems, pairs of neighbouring stems and, after a
 * negation, the stems it governs marked as negated ("can't guarantee" is not "guarantee"). The
 * client's last line adds its stems under a prefix of their own, so a reply that goes along with a
 * discriminatory request is read with the request.
 */
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;
const CLAUSE_END = /[.,;:!?…()—–\n]|\s-\s/;
const STEM_LENGTH: Record<Language, number> = { en: 6, ru: 5 };
const NEGATION_SCOPE = 3;

const NEGATION: Record<Language, ReadonlySet<string>> = {
  en: new Set(['not', 'no', 'never', 'nobody', 'nothing', 'none', 'neither', 'nor', 'without', 'cannot', 'hardly']),
  ru: new Set(['не', 'нет', 'ни', 'никогда', 'никто', 'ничего', 'нельзя', 'без', 'незачем']),
};

// "don't" → "do not", "can't" → "can not", "won't" → "will not": the negation becomes a word of its own.
function englishWords(word: string): string[] {
  if (word === "won't") return ['will', 'not'];
  if (word === "can't") return ['can', 'not'];
  if (word.endsWith("n't")) return [word.slice(0, -3), 'not'];
  const apostrophe = word.indexOf("'");
  return apostrophe > 0 ? [word.slice(0, apostrophe)] : [word];
}

const stemOf = (word: string, language: Language) => (/^\p{N}+$/u.test(word) ? '#num' : word.slice(0, STEM_LENGTH[language]));

/** The stems of one clause, negated ones marked with "~". */
function clauseStems(clause: string, language: Language): string[] {
  const stems: string[] = [];
  let negatedFor = 0;
  for (const match of clause.matchAll(WORD)) {
    for (const word of language === 'en' ? englishWords(match[0]) : [match[0]]) {
      if (NEGATION[language].has(word)) {
        negatedFor = NEGATION_SCOPE;
        stems.push('¬');
        continue;
      }
      stems.push(negatedFor > 0 ? `~${stemOf(word, language)}` : stemOf(word, language));
      negatedFor -= 1;
    }
  }
  return stems;
}

/** The clauses of a text, each as its stems. */
export function stemsOf(text: string, language: Language): string[][] {
  return normalizeForRules(text).split(CLAUSE_END).map((c) => clauseStems(c, language)).filter((s) => s.length > 0);
}

/** The distinct features of a reply (and its client line), ready for the model. */
export function featuresOf(reply: string, language: Language, clientLine?: string): string[] {
  const features = new Set<string>();
  for (const clause of stemsOf(reply, language)) {
    clause.forEach((stem, i) => {
      if (stem !== '¬') features.add(stem);
      if (i > 0) features.add(`${clause[i - 1]} ${stem}`);
    });
  }
  if (clientLine) for (const clause of stemsOf(clientLine, language)) for (const stem of clause) if (stem !== '¬') features.add(`c:${stem}`);
  return [...features];
}
