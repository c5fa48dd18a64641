import type { Language } from '../../ai-types';
import { checkGrammar, type GrammarIssue } from '../../signals/grammar-check';
import { detectLanguage, normalizeText, tokenize } from '../../text/normalize';
import { figureFits, figuresIn, type Figure } from './figures';
import { findAll, has, judgeLexicon } from './judge-lexicon';
import { JUDGE_TOPICS, type JudgeTopic } from './judge-lexicon-types';
import type { QuestionType } from './question-type';
import { readClient, type ClientRead } from './read-client';
import { answersTopic, echoes, repeatsItself, sentenceParts, stemsOf, stuffedWord, type SentencePart } from './reply-parts';
import { findStep, type NextStep } from './next-step';

export type Addressed = 'yes' | 'partial' | 'no' | 'n/a';

/** What the coach concluded about one reply; every metric and every line of feedback reads from this. */
export interface Judgments {
  session: Language;
  /** The language the reply is written in; judged in its own words, flagged when it is not the session's. */
  language: Language;
  client: ClientRead | null;
  addressed: Addressed;
  /** The reply's sentence that answers the client, to quote. */
  answer: string | null;
  evasive: boolean;
  /** Certainty about what nobody can know, with nothing behind it ("100%, it will appraise"). */
  overclaim: string | null;
  /** Share of the client's own content words the reply takes up (0-1). */
  coverage: number;
  honestUnknown: string | null;
  acknowledged: string | null;
  figures: { relevant: Figure[]; irrelevant: Figure[] };
  evidence: string[];
  questions: { text: string; type: QuestionType }[];
  step: (NextStep & { fit: 'fitting' | 'premature' }) | null;
  tone: { condescending: string[]; pressure: string[]; rude: string[] };
  caution: { honest: string[]; vague: string[] };
  vagueWords: string[];
  filler: string[];
  apology: string[];
  hype: string[];
  stuffing: string | null;
  rambling: boolean;
  offTopic: boolean;
  words: number;
  sentences: string[];
  avgSentenceWords: number;
  longestSentenceWords: number;
  grammar: GrammarIssue[];
}

interface AddressContext {
  answers: (p: SentencePart, topic: JudgeTopic) => boolean;
  echo: (p: SentencePart) => number;
  acknowledged: boolean;
  honest: boolean;
  open: boolean;
  asksBack: boolean;
  step: boolean;
  /** The reply opens like a direct answer: "Yes, ...", "Sure, ...", «Да, ...». */
  direct: boolean;
  /** Sentences that answer some topic with substance, for a question that names none. */
  general: SentencePart[];
  /** The first sentence after any acknowledgement carries a figure that measures what was asked. */
  leadFigure: SentencePart | null;
  /** The client asked to see, visit or talk: a proposed time answers that. */
  asksToMeet: boolean;
  /** The reply stuffs one word: nothing it says counts as a full answer. */
  stuffed: boolean;
}

/** Did the reply deal with what the client raised, and in which sentences? */
function addressedBy(parts: SentencePart[], client: ClientRead, ctx: AddressContext): { addressed: Addressed; answers: SentencePart[] } {
  const topics = client.topics.filter((t) => t !== 'needs' || client.topics.length === 1).slice(0, 2);
  const echoed = parts.filter((p) => ctx.echo(p) > 0 || p.topics.some((t) => topics.includes(t)));
  let answers = topics.length
    ? parts.filter((p) => topics.some((t) => ctx.answers(p, t)))
    : parts.filter((p) => ctx.echo(p) >= 2 || (ctx.echo(p) >= 1 && p.substance));
  if (!answers.length && ctx.leadFigure && client.act === 'question') answers = [ctx.leadFigure];
  if (!answers.length && !topics.length && client.act === 'question') answers = ctx.general;
  // A direct "yes, ..." to a yes/no question or a request answers it when something follows it up.
  if (!answers.length && ctx.direct && (client.act === 'question' || client.act === 'request') && (echoed.length || parts.some((p) => p.substance))) answers = parts.slice(0, 1);
  // Needs are answered by asking about them.
  if (!answers.length && topics[0] === 'needs' && ctx.asksBack) answers = parts.filter((p) => p.question);
  if (client.concern && answers.length && !ctx.acknowledged && !answers.some((p) => p.substance) && !ctx.open) {
    return { addressed: 'partial', answers: [] };
  }
  if (ctx.stuffed && answers.length) return { addressed: 'partial', answers: [] };
  if (answers.length || ctx.honest || (ctx.step && (ctx.asksToMeet || (client.act === 'request' && echoed.length)))) return { addressed: 'yes', answers };
  if (client.concern && ctx.acknowledged && (ctx.open || echoed.some((p) => p.substance))) return { addressed: 'yes', answers: echoed };
  if (echoed.length || (client.concern && ctx.acknowledged) || (client.act === 'request' && ctx.step)) return { addressed: 'partial', answers: [] };
  return { addressed: 'no', answers: [] };
}

export interface JudgeInput {
  message: string;
  session: Language;
  clientLine?: string;
}

export function judgeReply({ message, session, clientLine }: JudgeInput): Judgments {
  const language = detectLanguage(message, session);
  const lexicon = judgeLexicon(language);
  const normalized = normalizeText(message);
  const parts = sentenceParts(lexicon, message);
  const client = clientLine?.trim() ? readClient(clientLine, detectLanguage(clientLine, session)) : null;
  const fits = (topic: JudgeTopic) => (f: Figure) => figureFits(f, topic);
  const clientLexicon = judgeLexicon(client?.language ?? language);
  const clientStems = clientLine ? stemsOf(clientLexicon, clientLine, figuresIn(clientLexicon, normalizeText(clientLine))) : new Set<string>();
  const echo = (p: SentencePart) => echoes(p, clientStems);
  const questions = parts.flatMap((p) => (p.question ? [{ text: p.text, type: p.question }] : []));
  const acknowledged = findAll(lexicon.acknowledge, normalized)[0] ?? null;
  const honestUnknown = findAll(lexicon.honestUnknown, normalized)[0] ?? null;
  const open = questions.some((q) => q.type === 'open');
  const tone = {
    condescending: findAll(lexicon.condescending, normalized),
    pressure: findAll(lexicon.pressure, normalized),
    rude: findAll(lexicon.rude, normalized),
  };
  const rawStep = findStep(lexicon, parts);
  const owed = client && (client.owed || client.topics.length > 0) ? client : null;
  // Certainty about what nobody can know, with nothing behind it, is not an answer.
  const riskyAsk = !!owed?.concern || (!!clientLine && (has(judgeLexicon(client?.language ?? language).uncertain, normalizeText(clientLine)) || !!owed?.topics.some((t) => t === 'risk' || t === 'market' || t === 'condition')));
  const overclaimed = parts.filter((p) => has(lexicon.overclaim, p.normalized) && (riskyAsk || has(lexicon.uncertain, p.normalized)) && !p.hedges.length && !has(lexicon.evidence, p.normalized));
  const sound = parts.filter((p) => !overclaimed.includes(p));
  const topic = owed?.topics[0];
  const lead = sound.find((p) => !has(lexicon.acknowledge, p.normalized) || p.figures.length);
  const stuffing = stuffedWord(lexicon, message);
  const { addressed, answers } = owed
    ? addressedBy(sound, owed, {
      answers: (p, topic) => answersTopic(lexicon, p, topic, fits(topic), echo(p)),
      echo, acknowledged: !!acknowledged, open, step: !!rawStep,
      honest: !!honestUnknown && (!!rawStep || parts.some((p) => p.substance)),
      asksBack: questions.some((q) => q.type !== 'leading'),
      direct: sound.length > 0 && sound[0] === parts[0] && has(lexicon.directOpeners, parts[0].normalized.split(/[ ,:;—–-]+/).slice(0, 2).join(' ')),
      general: sound.filter((p) => !p.text.includes('!') && (p.substance || JUDGE_TOPICS.filter((t) => has(lexicon.answers[t], p.normalized)).length >= 2)),
      leadFigure: lead && topic && (lead.figures.some(fits(topic)) || (topic === 'timeline' && has(lexicon.time, lead.normalized))) ? lead : null,
      stuffed: !!stuffing,
      asksToMeet: !!clientLine && has(clientLexicon.stepAction, normalizeText(clientLine)),
    })
    : { addressed: 'n/a' as const, answers: [] };
  const answer = answers[0]?.text ?? null;
  const allFigures = parts.flatMap((p) => p.figures);
  // A figure counts when it stands in a sentence that answers the client; anywhere else it is decoration.
  const leadFits = lead && topic ? lead.figures.filter(fits(topic)) : [];
  const relevant = owed
    ? [...new Set([...answers.flatMap((p) => p.figures), ...leadFits])].filter((f) => f.kind !== 'bare')
    : allFigures.filter((f) => f.kind !== 'bare');
  const hype = findAll(lexicon.hype, normalized);
  // A hedge is honest when it qualifies what nobody can know, here or in the sentence that explains it.
  const honest = parts
    .filter((p, i) => p.hedges.length && [p, parts[i + 1]].some((q) => q && (has(lexicon.uncertain, q.normalized) || q.substance)))
    .map((p) => p.text);
  const vagueHedges = parts.filter((p) => p.hedges.length && !honest.includes(p.text)).flatMap((p) => p.hedges);
  const lengths = parts.map((p) => tokenize(p.text).length);
  const words = tokenize(message).length;
  const premature = !!owed && (addressed === 'no' || (owed.concern && rawStep?.kind === 'close' && addressed !== 'yes'));
  // Pushing a client who has just voiced a doubt is a premature close, with or without a named step.
  const pushed = owed?.concern && tone.pressure.length ? parts.find((p) => has(lexicon.pressure, p.normalized)) : undefined;
  const stepSeen = rawStep ?? (pushed ? { text: pushed.text, kind: 'close' as const, timed: has(lexicon.time, pushed.normalized) } : null);
  const step = stepSeen
    ? { ...stepSeen, fit: premature || pushed || (stepSeen.kind === 'close' && tone.pressure.length > 0) ? ('premature' as const) : ('fitting' as const) }
    : null;

  return {
    session,
    language,
    client,
    addressed,
    answer,
    evasive: !!owed && addressed === 'no' && (hype.length > 0 || words >= 8),
    overclaim: overclaimed.length ? findAll(lexicon.overclaim, overclaimed[0].normalized)[0] : null,
    coverage: clientStems.size ? [...clientStems].filter((st) => parts.some((p) => p.stems.has(st))).length / Math.min(clientStems.size, 4) : 0,
    honestUnknown,
    acknowledged,
    figures: { relevant, irrelevant: allFigures.filter((f) => !relevant.includes(f)) },
    evidence: findAll(lexicon.evidence, normalized),
    questions,
    step,
    tone,
    caution: { honest, vague: vagueHedges },
    vagueWords: parts.filter((p) => !p.substance).flatMap((p) => findAll(lexicon.vague, p.normalized)),
    filler: findAll(lexicon.filler, normalized),
    apology: findAll(lexicon.apology, normalized),
    hype,
    stuffing,
    rambling: words > 110 || (words > 45 && Math.max(...lengths) > 45) || (words > 70 && (addressed !== 'yes' || parts.indexOf(answers[0]) >= 2)) || repeatsItself(lexicon, parts),
    offTopic: !has(lexicon.domain, normalized) && addressed !== 'yes' && relevant.length === 0 && !acknowledged && !parts.some((p) => echo(p) > 0),
    words,
    sentences: parts.map((p) => p.text),
    avgSentenceWords: lengths.length ? words / lengths.length : 0,
    longestSentenceWords: lengths.length ? Math.max(...lengths) : 0,
    grammar: checkGrammar(message, parts.map((p) => p.text), language),
  };
}
