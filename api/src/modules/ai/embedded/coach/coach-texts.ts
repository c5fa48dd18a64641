import type { DiscType } from '../../ai-types';
import type { Topic } from '../lexicon/lexicon-types';
import type { GrammarIssue } from '../signals/grammar-check';

export type Dimension = 'confidence' | 'clarity' | 'value' | 'cta' | 'grammar';
export type BetterTopic = Topic | 'general';

/** Every sentence the coach writes, per language; the logic stays language-free. */
export interface CoachTexts {
  topicName: Record<Topic, string>;
  strength: {
    openQuestion(q: string): string;
    evidence(figures: string): string;
    value(): string;
    answered(topic: string): string;
    empathy(phrase: string): string;
    ctaTimed(phrase: string): string;
    cta(): string;
    clear(): string;
    style: Record<DiscType, string>;
    fallback(): string;
  };
  suggestion: {
    pressure(phrase: string, better: string): string;
    rude(phrase: string): string;
    offTopic(clientQuote: string, topic: string, better: string): string;
    vague(phrase: string, better: string): string;
    hedge(phrase: string, better: string): string;
    filler(phrase: string): string;
    apology(phrase: string): string;
    noEvidence(better: string): string;
    noQuestion(example: string): string;
    noCta(example: string): string;
    tooShort(): string;
    tooLong(words: number): string;
    grammar(issue: GrammarIssue): string;
    style: Record<DiscType, string>;
    exemplar(quote: string): string;
    polish(): string;
  };
  nextLevel: Record<Dimension | 'mastery', string>;
  better: Record<BetterTopic, string>;
  questionExample: string;
  ctaExample: string;
}
