import type { AiProvider } from '../ai-provider';
import { callMetrics, callScore } from './call/call-metrics';
import { messageFeedback } from '../coach/message-feedback';
import { inferDisc } from './disc/infer-disc';
import { gradeQuizAnswer } from '../quiz/grade-quiz';
import { clientReply, openingLine } from '../roleplay/client-reply';
import { analyzeVoice } from '../voice/analyze-voice';
import { judgeCard } from '../coach/scorecard/judge-card';

/** Offline and deterministic: the same input always gives the same output. */
export function createEmbeddedProvider(): AiProvider {
  return {
    openingLine: async (input) => openingLine(input),
    clientReply: async (input) => clientReply(input),
    messageFeedback: async (input) => messageFeedback(input),
    analyzeVoice: async (input) => analyzeVoice(input),
    callMetrics: async (input) => callMetrics(input),
    callScore: async (input) => callScore(input),
    gradeQuizAnswer: async (input) => gradeQuizAnswer(input),
    inferDisc: async (input) => inferDisc(input),
    scoreCard: async (input) => judgeCard(input),
  };
}
