import type OpenAI from 'openai';
import type { CallRequest, DiscRequest, FeedbackRequest, QuizGradeRequest, VoiceRequest } from '../../modules/ai/ai-types';
import { exemplarsFor } from '../../modules/ai/exemplars';
import type { VoiceMeasures } from '../../modules/ai/voice/voice-measures';
import { languageNote } from './language-note';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const COACH = 'You are an experienced real-estate sales coach. Scores are integers 0-100; be strict and specific.';

const ask = (system: string, payload: unknown): Message[] => [
  { role: 'system', content: system },
  { role: 'user', content: JSON.stringify(payload) },
];

/** The coach's rubric, shared in substance with the embedded coach: judge first, then score from the judgments. */
const FEEDBACK_RUBRIC = [
  'First read the client line: what they asked or raised (topic) and their act: objection, doubt, question, request, smalltalk or statement.',
  'Then judge the agent reply against it: addressed (did it deal with that concern with substance before moving on: yes, partial, no, n/a when nothing was owed);',
  'questionType (open, closed, or leading: a tag or presumption pushing for yes such as "don\'t you agree?", "you\'d be fine with Thursday, right?", «вы же согласны?»);',
  'nextStep (none, fitting, or premature: a close or booking over an unresolved objection, or a step unrelated to what the client said; a day or time alone is not a next step);',
  'languageMatch (the reply is in the session language); tone (respectful, condescending, pressuring, rude).',
  'Figures count only when they measure what the client asked; invented or unrelated numbers, repeated selling words, enthusiasm instead of facts about a risk, and rambling lower value and clarity.',
  'Honest qualification ("rates may change", "I can\'t promise the price will rise", "I don\'t know yet, I\'ll check by Friday") is a strength, not a lack of confidence; certainty about what nobody can know is a weakness.',
  'Derive the scores from these judgments: value = substance that answers this client; clarity = easy to follow, in the client\'s language; confidence = calm authority without hedging, filler, condescension or overclaiming; cta = a next move that fits the moment (an open question counts). A reply that does not address what was owed scores cta below 40.',
  'strengths and suggestions: up to 3 each; quote the agent\'s own words and name what this client asked; a suggestion may end with Try: "<a line for this client>"; never suggest a guarantee. The feedback text must never contradict the scores.',
  'compliance: list every risk with its category from this taxonomy, the quoted words, a one-sentence explanation and a compliant line; an empty list when there is none. Categories:',
  'fair-housing-race, fair-housing-religion, fair-housing-national-origin, fair-housing-sex, fair-housing-familial-status, fair-housing-disability (steering or discouraging by a protected class, including coded proxies such as the "character" of schools or streets);',
  'concealment (hiding a known defect, suggesting not to mention it); misrepresentation (inflated area, zoning or permit shortcuts, flood history left out); guaranteed-returns; personal-promise (promises staked on the agent\'s word);',
  'false-urgency (invented competing offers, false deadlines); breach-of-duty (the seller\'s bottom line or private circumstances told to a buyer); dual-agency (undisclosed); kickback (referral payments from lenders or providers);',
  'mortgage-fraud, occupancy-fraud, gift-letter-fraud, price-fraud (a lower price in the contract and the rest in cash, appraisal inflation).',
  'Read negation and hedges: "no one can guarantee a return" or «гарантировать рост нельзя» is honest, not a guarantee. A message with any compliance risk scores below 50 on every metric.',
];

export function feedbackMessages(req: FeedbackRequest): Message[] {
  const exemplars = exemplarsFor(req.exemplars, req.scenario).map((e) => e.transcript.slice(0, 1500));
  return ask(
    [
      COACH,
      ...FEEDBACK_RUBRIC,
      'When exemplars from successful calls are given, quote one of their sentences in a suggestion. nextLevel: one sentence about the next skill to build.',
      languageNote(req.language),
    ].join('\n'),
    { sessionLanguage: req.language, clientLine: req.clientLine ?? null, agentMessage: req.message, clientPersonality: req.personality ?? null, scenario: req.scenario?.title ?? null, exemplars },
  );
}

export function voiceMessages(req: VoiceRequest, measured: VoiceMeasures): Message[] {
  return ask(
    [
      COACH,
      'Judge a recorded spoken answer from its transcript and measurements: score, confidence, clarity and energy.',
      'The conversational pace band is 120-160 words per minute. Write one or two sentences of feedback and up to 4 suggestions.',
      languageNote(req.language),
    ].join('\n'),
    {
      scenario: req.scenario ?? null,
      transcript: req.transcript,
      // null: typed, not spoken; the pace and energy are then not judged.
      durationSec: req.durationSec ?? null,
      wordsPerMinute: measured.pace?.wpm ?? null,
      fillerWords: measured.fillerWords,
      longPauses: measured.longPauses,
      silenceShare: measured.pauseRatio,
      loudnessVariation: measured.loudness,
    },
  );
}

export function callMetricsMessages(req: CallRequest): Message[] {
  return ask(
    [COACH, 'Rate the agent so far on this live phone call: confidence, clarity, persuasion and rapport, weighting the latest agent turns most.'].join('\n'),
    { clientPersonality: req.personality ?? null, transcript: req.transcript.map((t) => ({ speaker: t.isAgent ? 'agent' : 'client', text: t.content })) },
  );
}

export function callScoreMessages(req: CallRequest): Message[] {
  return ask(
    [COACH, 'Score the whole call (overallScore) and list up to 3 strengths and up to 3 improvements for the agent.', languageNote(req.language)].join('\n'),
    { clientPersonality: req.personality ?? null, transcript: req.transcript.map((t) => ({ speaker: t.isAgent ? 'agent' : 'client', text: t.content })) },
  );
}

export function quizMessages(req: QuizGradeRequest): Message[] {
  return ask(
    [
      'You grade answers in a real-estate knowledge quiz against the reference answer.',
      'percentage: 0-100 with partial credit for partly correct answers: when a rubric is given, award its points in proportion to how many of them the answer covers correctly. feedback: one or two sentences naming what is missing.',
      req.type === 'scenario' ? 'This is a scenario question: also judge whether the answer would work with a real client.' : '',
      languageNote(req.language),
    ].join('\n'),
    { question: req.question, scenario: req.scenario ?? null, referenceAnswer: req.referenceAnswer, rubric: req.rubric ?? null, answer: req.answer },
  );
}

export function discMessages(req: DiscRequest): Message[] {
  const own = req.sessions.map((s) => s.messages.filter((m) => m.isAgent).map((m) => m.content));
  return ask(
    'Infer the DISC communication style of a person from their own messages in sales conversations. Give dominant, influencer, steady and compliant as percentages that add up to 100.',
    { sessions: own },
  );
}
