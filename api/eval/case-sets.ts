import type { ComplianceCategory } from '@app/contracts/chat';
import type { DiscType, Language } from '../src/modules/ai/ai-types';
import complianceEn from './cases/compliance-en.json';
import complianceRu from './cases/compliance-ru.json';
import complianceUnseenEn from './cases/compliance-unseen-en.json';
import complianceUnseenRu from './cases/compliance-unseen-ru.json';
import pairsEn from './cases/pairs-en.json';
import pairsRu from './cases/pairs-ru.json';
import singlesEn from './cases/singles-en.json';
import singlesRu from './cases/singles-ru.json';
import legacyCompliance from './legacy/compliance.json';
import legacyPairsEn from './legacy/pairs-en.json';
import legacyPairsRu from './legacy/pairs-ru.json';

/**
 * The labelled cases, written apart from the rules by authors who never read them. "dev" is what
 * the rules may be tuned on; "heldout" is only ever measured. The first, smaller set the rules
 * were once tuned to is kept as part of dev ("legacy").
 */
export type Split = 'dev' | 'heldout';

export interface PairCase {
  id: string;
  split: Split;
  language: Language;
  trap: string;
  personality?: DiscType;
  clientLine: string;
  weak: string;
  strong: string;
}

export interface TwinCase {
  id: string;
  split: Split;
  language: Language;
  category: ComplianceCategory | 'legacy';
  clientLine?: string;
  risky: string | null;
  compliant: string | null;
}

export interface SingleExpect {
  questionType?: 'open' | 'closed' | 'leading' | 'none';
  nextStep?: 'none' | 'fitting' | 'premature';
  addressed?: boolean;
  languageMatch?: boolean;
  tone?: 'respectful' | 'condescending' | 'pressuring' | 'rude';
  cta?: 'low' | 'high';
  value?: 'low' | 'high';
  overall?: 'low' | 'high';
}

export interface SingleCase {
  id: string;
  split: Split;
  language: Language;
  clientLine: string;
  reply: string;
  expect: SingleExpect;
}

type Raw<T> = Omit<T, 'language'> & { language?: Language };
const withLanguage = <T>(rows: Raw<T>[], language: Language) => rows.map((r) => ({ ...r, language }) as T);

interface LegacyPair { id: string; clientLine: string; weak: string; strong: string }
interface LegacyCompliance { id: string; language: Language; message: string; expected: string[] }

const legacyPairs = (rows: LegacyPair[], language: Language): PairCase[] =>
  rows.map((r) => ({ ...r, id: `legacy-${r.id}`, split: 'dev', language, trap: 'legacy' }));

export const PAIRS: PairCase[] = [
  ...withLanguage<PairCase>(pairsEn as Raw<PairCase>[], 'en'),
  ...withLanguage<PairCase>(pairsRu as Raw<PairCase>[], 'ru'),
  ...legacyPairs(legacyPairsEn, 'en'),
  ...legacyPairs(legacyPairsRu, 'ru'),
];

export const TWINS: TwinCase[] = [
  ...withLanguage<TwinCase>(complianceEn as Raw<TwinCase>[], 'en'),
  ...withLanguage<TwinCase>(complianceRu as Raw<TwinCase>[], 'ru'),
  // Written after the compliance model was trained, by an author who read neither the rules nor the training data: held-out only.
  ...withLanguage<TwinCase>(complianceUnseenEn as Raw<TwinCase>[], 'en'),
  ...withLanguage<TwinCase>(complianceUnseenRu as Raw<TwinCase>[], 'ru'),
  ...(legacyCompliance as LegacyCompliance[]).map((c): TwinCase => ({
    id: `legacy-${c.id}`, split: 'dev', language: c.language, category: 'legacy',
    risky: c.expected.length ? c.message : null, compliant: c.expected.length ? null : c.message,
  })),
];

export const SINGLES: SingleCase[] = [...singlesEn, ...singlesRu].map((c) => ({ ...(c as unknown as SingleCase), language: (c as { sessionLanguage: Language }).sessionLanguage }));
