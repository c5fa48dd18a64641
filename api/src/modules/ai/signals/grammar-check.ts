import type { Language } from '../ai-types';
import { tokenize } from '../text/normalize';

export type GrammarKind = 'capital' | 'punctuation' | 'lowercaseI' | 'repeated' | 'misspelling' | 'spacing' | 'shouting' | 'runOn' | 'comma';

export interface GrammarIssue {
  kind: GrammarKind;
  phrase: string;
  fix?: string;
}

const EN_MISSPELLINGS: Record<string, string> = {
  'could of': 'could have', 'should of': 'should have', 'would of': 'would have', alot: 'a lot',
  'your welcome': "you're welcome", dont: "don't", cant: "can't", wont: "won't", im: "I'm", thier: 'their',
  recieve: 'receive', definately: 'definitely', seperate: 'separate', untill: 'until', wich: 'which', u: 'you',
  ur: 'your', pls: 'please', gonna: 'going to', wanna: 'want to', doesnt: "doesn't", isnt: "isn't",
  theres: "there's", thats: "that's", youre: "you're", becuase: 'because', beleive: 'believe', occured: 'occurred',
};

const RU_MISSPELLINGS: Record<string, string> = {
  извените: 'извините', сдесь: 'здесь', тоесть: 'то есть', вообщем: 'в общем', ихний: 'их', ложить: 'класть',
  агенство: 'агентство', щас: 'сейчас', чё: 'что', че: 'что', здрасте: 'здравствуйте', будующий: 'будущий',
  будующем: 'будущем', расчитать: 'рассчитать', прийдет: 'придёт', впринципе: 'в принципе', вобщем: 'в общем',
  пожалуста: 'пожалуйста', скока: 'сколько', ничо: 'ничего', координально: 'кардинально', оплатить_за: 'оплатить',
};

function misspellings(text: string, language: Language): GrammarIssue[] {
  const table = language === 'ru' ? RU_MISSPELLINGS : EN_MISSPELLINGS;
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ')} `;
  const found: GrammarIssue[] = [];
  for (const [wrong, fix] of Object.entries(table)) {
    if (lower.includes(` ${wrong.replace('_', ' ')} `)) found.push({ kind: 'misspelling', phrase: wrong.replace('_', ' '), fix });
  }
  return found;
}

function sentenceIssues(sentences: string[], language: Language): GrammarIssue[] {
  const found: GrammarIssue[] = [];
  for (const sentence of sentences) {
    if (/^\p{Ll}/u.test(sentence)) found.push({ kind: 'capital', phrase: sentence.slice(0, 24) });
    if (tokenize(sentence).length > 40) found.push({ kind: 'runOn', phrase: sentence.slice(0, 40) });
    // Russian puts a comma before subordinate "чтобы"/"который" and the contrasting "но".
    const comma = language === 'ru' ? sentence.match(/[\p{L}] (?:но|чтобы|котор\p{L}+) /u) : null;
    if (comma && !/того чтобы/u.test(comma[0])) found.push({ kind: 'comma', phrase: comma[0].trim() });
  }
  return found;
}

export function checkGrammar(text: string, sentences: string[], language: Language): GrammarIssue[] {
  const trimmed = text.trim();
  if (trimmed.length === 0) return [];
  const found = [...misspellings(trimmed, language), ...sentenceIssues(sentences, language)];
  const words = tokenize(trimmed);
  if (words.length >= 6 && !/[.!?…)"»]$/.test(trimmed)) found.push({ kind: 'punctuation', phrase: trimmed.slice(-20) });
  if (language === 'en' && /(^|\s)i(\s|'m|'ll|'ve|'d)/.test(trimmed)) found.push({ kind: 'lowercaseI', phrase: 'i', fix: 'I' });
  const repeated = trimmed.match(/(?<![\p{L}])(\p{L}+) \1(?![\p{L}])/iu);
  if (repeated && !/^(?:that|had|very|очень|так)$/i.test(repeated[1])) found.push({ kind: 'repeated', phrase: repeated[0] });
  const spacing = trimmed.match(/\p{L}[,;:](?=\p{L})|\p{Ll}\.(?=\p{Lu})/u);
  if (spacing) found.push({ kind: 'spacing', phrase: spacing[0] });
  const shouting = trimmed.match(/(?:(?<!\p{L})\p{Lu}{3,}[^\p{L}]+){2,}\p{Lu}{3,}(?!\p{L})/u);
  if (shouting) found.push({ kind: 'shouting', phrase: shouting[0] });
  return found;
}
