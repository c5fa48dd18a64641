import type OpenAI from 'openai';
import type { CallRequest, DiscRequest, FeedbackRequest, QuizGradeRequest, VoiceRequest } from '../../modules/ai/ai-types';
import { exemplarsFor } from '../../modules/ai/exemplars';
import type { VoiceMeasures } from '../../modules/ai/embedded/voice/voice-measures';
import { languageNote } from './language-note';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const COACH = 'You are an experienced real-estate sales coach. Scores are integers 0-100; be strict and specific.';

const ask = (system: string, payload: unknown): Message[] => [
  { role: 'system', content: system },
  { role: 'user', content: JSON.stringify(payload) },
];

export function feedbackMessages(req: FeedbackRequest): Message[] {
  const exemplars = exemplarsFor(req.exemplars, req.scenario).map((e) => e.transcript.slice(0, 1500));
  return ask(
    [
      COACH,
      'Judge the agent message as a reply to the client line: confidence, clarity, grammar, value (benefits and proof for this client) and cta (a clear next step or a question that moves the sale forward).',
      'strengths: up to 3, specific to this message. suggestions: up to 3; quote the weak phrase from the message and propose a better sentence for this client line.',
      'When exemplars from successful calls are given, quote one of their sentences in a suggestion. nextLevel: one sentence about the next skill to build.',
      'Never reward a compliance risk: steering by residents\' or buyers\' race, religion, origin, family status or disability; guaranteed prices or returns; hidden defects or invented rival offers; pressure for an immediate decision. Score such a message below 50 and say why in a suggestion with a compliant line.',
      languageNote(req.language),
    ].join('\n'),
    { clientLine: req.clientLine ?? null, agentMessage: req.message, clientPersonality: req.personality ?? null, scenario: req.scenario?.title ?? null, exemplars },
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
      durationSec: req.durationSec,
      wordsPerMinute: measured.wpm,
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
