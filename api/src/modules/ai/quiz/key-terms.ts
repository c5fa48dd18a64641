import { normalizeText, tokenize } from '../text/normalize';

const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those ' +
    'you your we our they their he she his her i me my do does did not no so than then there here what which who whom how ' +
    'can could should would will shall may might must have has had also very just about into over under more most such ' +
    'и или но а если то в во на по с со к ко от до из за у о об про для не ни же ли бы это этот эта эти тот та те как ' +
    'что чтобы так также очень уже еще все всё вы мы они он она оно его ее её их вам вас нам нас мне меня я быть есть был была было были'
  ).split(' '),
);

/** Crude but language-agnostic: a 5-letter prefix survives most English and Russian endings. */
export function stem(word: string): string {
  return word.length > 6 ? word.slice(0, 5) : word.length > 4 ? word.slice(0, 4) : word;
}

export interface KeyTerm {
  word: string;
  stem: string;
}

export function keyTerms(text: string): KeyTerm[] {
  const seen = new Set<string>();
  const out: KeyTerm[] = [];
  for (const word of tokenize(normalizeText(text))) {
    if (STOPWORDS.has(word) || (word.length < 3 && !/\d/.test(word))) continue;
    const s = /\d/.test(word) ? word : stem(word);
    if (seen.has(s)) continue;
    seen.add(s);
    out.push({ word, stem: s });
  }
  return out;
}

/** Share of the reference's key terms the answer contains, and which ones are missing. */
export function coverage(reference: string, answer: string): { share: number; missing: string[] } {
  const ref = keyTerms(reference);
  if (!ref.length) return { share: 1, missing: [] };
  const got = new Set(keyTerms(answer).map((t) => t.stem));
  const missing = ref.filter((t) => !got.has(t.stem)).map((t) => t.word);
  return { share: (ref.length - missing.length) / ref.length, missing };
}
