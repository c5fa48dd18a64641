import type { LexiconEntries } from '../../lexicon/matcher';

/** What the client's line does: the reply is judged against it. */
export const CLIENT_ACTS = ['objection', 'doubt', 'question', 'request', 'smalltalk', 'statement'] as const;
export type ClientAct = (typeof CLIENT_ACTS)[number];

/** The topics the coach judges answers on: the lexicon's topics plus the home's condition and history. */
export const JUDGE_TOPICS = [
  'price', 'fees', 'timeline', 'condition', 'risk', 'market', 'trust', 'process', 'specs', 'location', 'benefits', 'needs',
] as const;
export type JudgeTopic = (typeof JUDGE_TOPICS)[number];

/** Kinds of figure, told apart by the words around a number. */
export const FIGURE_KINDS = ['money', 'percent', 'duration', 'travel', 'area', 'rooms', 'year', 'rating', 'count', 'bare'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** Every word list the judgments read, per language. */
export interface JudgeWords {
  acts: Record<Exclude<ClientAct, 'question' | 'statement'>, LexiconEntries>;
  interrogative: LexiconEntries;
  topics: Record<JudgeTopic, LexiconEntries>;
  /** Words that show a topic was answered with substance, beyond naming it. */
  answers: Record<JudgeTopic, LexiconEntries>;
  /** A question that starts like a proposal ("how about Thursday?") is not an open question. */
  proposalOpeners: LexiconEntries;
  openers: LexiconEntries;
  leading: LexiconEntries;
  stepAction: LexiconEntries;
  stepFrame: LexiconEntries;
  close: LexiconEntries;
  time: LexiconEntries;
  acknowledge: LexiconEntries;
  honestUnknown: LexiconEntries;
  hedge: LexiconEntries;
  /** Sentences about what nobody can know for sure: a hedge there is honest. */
  uncertain: LexiconEntries;
  vague: LexiconEntries;
  filler: LexiconEntries;
  apology: LexiconEntries;
  condescending: LexiconEntries;
  pressure: LexiconEntries;
  rude: LexiconEntries;
  hype: LexiconEntries;
  evidence: LexiconEntries;
  domain: LexiconEntries;
  units: Record<Exclude<FigureKind, 'bare' | 'year'>, LexiconEntries>;
  stopwords: LexiconEntries;
  /** Words too common to show that a reply takes up the client's own words. */
  echoSkip: LexiconEntries;
  /** Words that open a direct answer to a yes/no question or a request ("yes", "sure", «конечно»). */
  directOpeners: LexiconEntries;
  /** Certainty about what nobody can know ("100%", "always", «точно одобрит»). */
  overclaim: LexiconEntries;
}
