import type { DiscType } from '../../ai-types';
import type { GrammarIssue } from '../../signals/grammar-check';
import type { ClientAct, JudgeTopic } from '../judge/judge-lexicon-types';

export type Metric = 'confidence' | 'clarity' | 'value' | 'cta' | 'grammar';
export type TryTopic = JudgeTopic | 'general';
/** The client's act as the "Try:" bank groups it. */
export type TryAct = 'question' | 'concern' | 'other';

/** Every sentence the coach writes, per language; the logic stays language-free. */
export interface FeedbackTexts {
  languageName: string;
  topic: Record<JudgeTopic, string>;
  act: Record<ClientAct, string>;
  strength: {
    answered(act: string, topic: string, quote: string): string;
    answeredGeneral(quote: string): string;
    acknowledged(phrase: string): string;
    figures(figures: string, topic: string | null): string;
    honestCaution(quote: string): string;
    honestUnknown(phrase: string): string;
    openQuestion(quote: string): string;
    step(quote: string, timed: boolean): string;
    style: Record<DiscType, string>;
  };
  suggestion: {
    wrongLanguage(language: string, tryLine: string): string;
    rude(phrase: string, clientQuote: string): string;
    condescending(phrase: string): string;
    pressure(phrase: string): string;
    unanswered(clientQuote: string, topic: string, evasive: boolean, tryLine: string): string;
    partial(clientQuote: string, topic: string, tryLine: string): string;
    premature(step: string, act: string): string;
    irrelevantFigures(figures: string, topic: string): string;
    stuffing(word: string): string;
    leading(question: string, example: string): string;
    vagueHedge(phrase: string): string;
    vagueWord(word: string, topic: string): string;
    noNextMove: ((example: string) => string)[];
    rambling(words: number, repeats: boolean): string;
    tooShort(clientQuote: string | null): string;
    filler(phrase: string): string;
    apology(phrase: string): string;
    grammar(issue: GrammarIssue): string;
    style: Record<DiscType, string>;
    exemplar(quote: string): string;
    polish: ((clientQuote: string) => string)[];
    /** When nothing specific stands out but a metric is still low. */
    lowMetric: Record<Metric, (topic: string) => string>;
  };
  nextLevel: Record<Metric | 'mastery', string>;
  /** "Try:" lines: an opener for the client's act, an answer skeleton for the topic, a closer for the style. */
  tryOpeners: Record<TryAct, string[]>;
  tryBodies: Record<TryTopic, string[]>;
  tryClosers: Record<DiscType | 'none', string[]>;
  openExamples: Record<TryTopic, string[]>;
}
