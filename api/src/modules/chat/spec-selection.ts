import { resources } from '@app/i18n/resources';
import { BUILTIN_SCENARIOS, DIFFICULTIES, DISC_TYPES, type ChatDifficulty, type DiscType } from '@app/contracts/chat';
import { isOneOf } from '../../lib/one-of';

// The spec's POST /api/sessions body carries one `scenario` text ("Price Negotiation - Direct &
// Decisive client (Advanced): ..."): these read the scenario, personality and difficulty back out
// of it, in English or Russian, whichever language the session itself is in.

export interface SpecSelection {
  scenarioId?: string;
  challengeId?: number;
  personality?: DiscType;
  difficulty?: ChatDifficulty;
}

/** An active chat challenge's titles in every language it has. */
export interface ChallengeTitles {
  id: number;
  titles: string[];
}

interface Phrase<T> {
  value: T;
  text: string;
}

const LANGS = ['en', 'ru'] as const;

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** The first index where `phrase` stands as whole words in `text`, or -1. */
function findWhole(text: string, phrase: string): number {
  if (!phrase) return -1;
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + phrase.length])) return at;
  }
  return -1;
}

/** The phrase found earliest in the text (the longest one at the same place). */
function earliest<T>(text: string, phrases: Phrase<T>[]): { value: T; at: number; length: number } | undefined {
  let best: { value: T; at: number; length: number } | undefined;
  for (const p of phrases) {
    const phrase = normalize(p.text).trim();
    const at = findWhole(text, phrase);
    if (at === -1) continue;
    if (!best || at < best.at || (at === best.at && phrase.length > best.length)) best = { value: p.value, at, length: phrase.length };
  }
  return best;
}

/** The longest phrase found anywhere: "Bulk Purchase Negotiation" beats a challenge titled "Negotiation". */
function longest<T>(text: string, phrases: Phrase<T>[]): { value: T; at: number; length: number } | undefined {
  let best: { value: T; at: number; length: number } | undefined;
  for (const p of phrases) {
    const phrase = normalize(p.text).trim();
    const at = findWhole(text, phrase);
    if (at !== -1 && (!best || phrase.length > best.length)) best = { value: p.value, at, length: phrase.length };
  }
  return best;
}

type ScenarioRef = { scenarioId: string } | { challengeId: number };

function scenarioPhrases(challenges: ChallengeTitles[]): Phrase<ScenarioRef>[] {
  const builtin = BUILTIN_SCENARIOS.flatMap(({ id }) => [
    { value: { scenarioId: id }, text: id },
    ...LANGS.map((lang) => ({ value: { scenarioId: id }, text: resources[lang].chat.scenarios[id].title })),
  ]);
  const admin = challenges.flatMap((c) => c.titles.map((text) => ({ value: { challengeId: c.id }, text })));
  // Challenges first: when an admin reuses a built-in title, the admin's scenario is the one meant.
  return [...admin, ...builtin];
}

const personalityPhrases: Phrase<DiscType>[] = DISC_TYPES.flatMap((type) =>
  LANGS.flatMap((lang) => {
    const p = resources[lang].chat.personalities[type];
    return [{ value: type, text: p.title }, { value: type, text: p.name }];
  }),
);

const difficultyPhrases: Phrase<ChatDifficulty>[] = [
  ...DIFFICULTIES.flatMap((d) => [{ value: d, text: d }, ...LANGS.map((lang) => ({ value: d, text: resources[lang].chat.difficulty[d].label }))]),
  // Everyday Russian words for the three levels, beside the app's labels.
  { value: 'easy', text: 'легкий' },
  { value: 'easy', text: 'легко' },
  { value: 'medium', text: 'средняя' },
  { value: 'hard', text: 'сложный' },
  { value: 'hard', text: 'трудный' },
];

/**
 * A bare DISC letter ("D", "(C)", "type S"): upper case only, and not the English pronoun
 * ("I want"), so ordinary words are never read as a personality.
 */
function discLetter(original: string): DiscType | undefined {
  const pattern = /(?<![\p{L}\p{N}'’])([DISC])(?![\p{L}\p{N}'’])/gu;
  for (const match of original.matchAll(pattern)) {
    const letter = match[1];
    if (!isOneOf(DISC_TYPES, letter)) continue;
    const after = original.slice(match.index + 1);
    if (letter === 'I' && /^\s+\p{Ll}/u.test(after)) continue;
    return letter;
  }
  return undefined;
}

/** Blanks out the matched scenario title, so words inside it ("Hard Bargain") are not read as the difficulty. */
function blank(text: string, at: number, length: number): string {
  return text.slice(0, at) + ' '.repeat(length) + text.slice(at + length);
}

export function readSpecSelection(scenarioText: string, challenges: ChallengeTitles[]): SpecSelection {
  let text = normalize(scenarioText);
  let original = scenarioText.normalize('NFKC').replace(/\s+/g, ' ');
  const selection: SpecSelection = {};

  const scenario = longest(text, scenarioPhrases(challenges));
  if (scenario) {
    Object.assign(selection, scenario.value);
    text = blank(text, scenario.at, scenario.length);
    original = blank(original, scenario.at, scenario.length);
  }
  selection.personality = earliest(text, personalityPhrases)?.value ?? discLetter(original);
  selection.difficulty = earliest(text, difficultyPhrases)?.value;
  return selection;
}
