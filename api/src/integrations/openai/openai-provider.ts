import type OpenAI from 'openai';
import { COMPLIANCE_KIND_OF } from '@app/contracts/chat';
import { mergeCompliance } from '../../modules/ai/compliance/apply-compliance';
import type { AiConfig } from '../../modules/ai/ai-config';
import { AiInputError, DISC_MIN_SESSIONS } from '../../modules/ai/ai-errors';
import type { AiProvider } from '../../modules/ai/ai-provider';
import type { ClientReply, DiscInference } from '../../modules/ai/ai-types';
import { gradeQuizAnswer } from '../../modules/ai/quiz/grade-quiz';
import { deriveProfile } from '../../modules/ai/roleplay/client-profile';
import { replayConversation } from '../../modules/ai/roleplay/client-reply';
import { RULES } from '../../modules/ai/roleplay/client-state';
import { analyzeMessage } from '../../modules/ai/signals/message-signals';
import { normalizeText } from '../../modules/ai/text/normalize';
import { measureVoice } from '../../modules/ai/voice/voice-measures';
import {
  callMetricsMessages, callScoreMessages, discMessages, feedbackMessages, quizMessages, voiceMessages,
} from './analysis-prompts';
import {
  llmCallScoreSchema, llmClientLineSchema, llmDiscSchema, llmFeedbackSchema, llmMetricsSchema, llmQuizSchema, llmVoiceSchema,
} from './llm-schemas';
import { createOpenAiClient } from './openai-client';
import { directiveFor } from './roleplay-directive';
import { openingMessages, replyMessages } from './roleplay-prompt';
import { structuredCall, StructuredOutputError } from './structured-call';
import { roundScores, toDiscResult } from './score-rounding';
import { scoreCardWithModel } from './scorecard-call';


export function createOpenAiProvider(config: AiConfig, client: OpenAI = createOpenAiClient(config)): AiProvider {
  const roleplayModel = config.OPENAI_ROLEPLAY_MODEL ?? config.OPENAI_MODEL;
  const analysisModel = config.OPENAI_ANALYSIS_MODEL ?? config.OPENAI_MODEL;
  const line = (messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[]) =>
    structuredCall(client, { model: roleplayModel, name: 'client_line', schema: llmClientLineSchema, messages, temperature: 0.8 });

  return {
    async openingLine(req): Promise<ClientReply> {
      const profile = deriveProfile(req.scenario, req.personality, req.difficulty, req.language);
      const { text } = await line(openingMessages(req, profile));
      return { text, ended: false, outcome: 'ongoing', interest: RULES[req.difficulty].start };
    },
    async clientReply(req): Promise<ClientReply> {
      const replay = replayConversation(req);
      const { text } = await line(replyMessages(req, replay.profile, directiveFor(replay)));
      if (replay.clientLines.some((said) => normalizeText(said) === normalizeText(text))) {
        throw new StructuredOutputError('model repeated an earlier client line', text);
      }
      return { text, ended: replay.state.ended, outcome: replay.state.outcome, interest: replay.state.interest };
    },
    async messageFeedback(req) {
      const out = await structuredCall(client, { model: analysisModel, name: 'message_feedback', schema: llmFeedbackSchema, messages: feedbackMessages(req) });
      // The shared rules are a deterministic gate beside the model: both sets of warnings, one cap.
      const { confidence, clarity, grammar, value, cta, nextLevel } = roundScores(out);
      const feedback = { confidence, clarity, grammar, value, cta, nextLevel, strengths: out.strengths.slice(0, 3), suggestions: out.suggestions.slice(0, 3) };
      const modelIssues = out.compliance.map((c) => ({ ...c, kind: COMPLIANCE_KIND_OF[c.category], message: c.explanation }));
      return mergeCompliance(feedback, modelIssues, req.message, req.language, req.clientLine);
    },
    async analyzeVoice(req) {
      // Pace and fillers are measured, not guessed: the model only judges and writes.
      const measured = measureVoice(req, analyzeMessage(req.transcript, req.language));
      const out = await structuredCall(client, { model: analysisModel, name: 'voice_analysis', schema: llmVoiceSchema, messages: voiceMessages(req, measured) });
      const scores = roundScores(out);
      return {
        ...scores,
        // Without recognised speech there is no delivery to judge, whatever the model says.
        energy: measured.pace ? scores.energy : null,
        fillerWords: { count: measured.fillerCount, words: measured.fillerWords },
        pace: measured.pace ? { wpm: measured.pace.wpm, rating: measured.pace.rating } : { wpm: null, rating: null },
        suggestions: out.suggestions.slice(0, 4),
      };
    },
    async callMetrics(req) {
      return roundScores(await structuredCall(client, { model: analysisModel, name: 'live_metrics', schema: llmMetricsSchema, messages: callMetricsMessages(req) }));
    },
    scoreCard: (req) => scoreCardWithModel(client, analysisModel, req),
    async callScore(req) {
      const out = await structuredCall(client, { model: analysisModel, name: 'call_score', schema: llmCallScoreSchema, messages: callScoreMessages(req) });
      return { ...roundScores(out), strengths: out.strengths.slice(0, 3), improvements: out.improvements.slice(0, 3) };
    },
    async gradeQuizAnswer(req) {
      // Multiple choice is exact by definition; a model adds nothing but latency.
      if (req.type === 'multiple-choice' || !req.answer.trim()) return gradeQuizAnswer(req);
      const out = await structuredCall(client, { model: analysisModel, name: 'quiz_grade', schema: llmQuizSchema, messages: quizMessages(req) });
      const percentage = Math.round(out.percentage);
      return { score: Math.round((req.maxPoints * percentage) / 100), maxScore: req.maxPoints, percentage, correct: percentage >= 70, feedback: out.feedback };
    },
    async inferDisc(req): Promise<DiscInference> {
      if (req.sessions.length < DISC_MIN_SESSIONS) throw new AiInputError('disc_needs_3_sessions');
      return toDiscResult(await structuredCall(client, { model: analysisModel, name: 'disc_profile', schema: llmDiscSchema, messages: discMessages(req) }));
    },
  };
}
