import type { LexiconEntries } from './matcher';

export const LEXICON_KEYS = [
  'openQuestion',
  'evidence',
  'numberWords',
  'value',
  'empathy',
  'ctaVerb',
  'ctaObject',
  'ctaStrong',
  'ctaTime',
  'pressure',
  'vague',
  'hedge',
  'filler',
  'assertive',
  'apology',
  'rude',
  'enthusiasm',
  'process',
  'data',
  'results',
  'youFocus',
] as const;
export type LexiconKey = (typeof LEXICON_KEYS)[number];

export const TOPICS = [
  'price',
  'timeline',
  'process',
  'specs',
  'market',
  'benefits',
  'location',
  'risk',
  'fees',
  'trust',
  'needs',
] as const;
export type Topic = (typeof TOPICS)[number];

export interface LexiconSource {
  words: Record<LexiconKey, LexiconEntries>;
  topics: Record<Topic, LexiconEntries>;
}
