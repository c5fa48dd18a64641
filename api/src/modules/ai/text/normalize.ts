import type { Language } from '../ai-types';

/** Lower-cases and unifies the characters the lexicons are written with. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

const CYRILLIC = /[\u0400-\u04FF]/g;
const LATIN = /[a-z]/gi;

/** The agent may type in either language whatever the UI says; lexicons follow the text. */
export function detectLanguage(text: string, fallback: Language): Language {
  const cyr = text.match(CYRILLIC)?.length ?? 0;
  const lat = text.match(LATIN)?.length ?? 0;
  if (cyr === 0 && lat === 0) return fallback;
  return cyr >= lat ? 'ru' : 'en';
}

/** Sentences with their terminators kept, so questions stay recognisable. */
export function splitSentences(text: string): string[] {
  const parts = text.match(/[^.!?…\n]+(?:[.!?…]+|\n|$)/g) ?? [];
  return parts.map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

export function clamp(value: number, min = 0, max = 100): number {
  return Math.max(min, Math.min(max, Math.round(value)));
}
