import type { DiscType, Language } from '../../ai-types';
import { C_EN } from './c-en';
import { C_RU } from './c-ru';
import { D_EN } from './d-en';
import { D_RU } from './d-ru';
import { I_EN } from './i-en';
import { I_RU } from './i-ru';
import type { ClientLines } from './line-types';
import { S_EN } from './s-en';
import { S_RU } from './s-ru';

const BOOK: Record<Language, Record<DiscType, ClientLines>> = {
  en: { D: D_EN, I: I_EN, S: S_EN, C: C_EN },
  ru: { D: D_RU, I: I_RU, S: S_RU, C: C_RU },
};

export function linesFor(personality: DiscType, language: Language): ClientLines {
  return BOOK[language][personality];
}
