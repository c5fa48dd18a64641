import { createOpenAiProvider } from '../../integrations/openai/openai-provider';
import type { AiConfig } from './ai-config';
import { withFallback } from './ai-fallback';
import type { AiLogger, AiProvider } from './ai-provider';
import {
  callInputSchema, discInputSchema, feedbackInputSchema, quizGradeInputSchema, roleplayInputSchema, voiceInputSchema,
  type CallInput, type CallScore, type ClientReply, type DiscInput, type DiscResult, type Feedback, type FeedbackInput,
  type LiveMetrics, type QuizGrade, type QuizGradeInput, type RoleplayInput, type VoiceAnalysis, type VoiceInput,
} from './ai-types';
import { createEmbeddedProvider } from './embedded/embedded-provider';

/** Every AI capability of the product, whichever provider answers. */
export interface AiEngine {
  readonly provider: 'embedded' | 'openai';
  openingLine(input: RoleplayInput): Promise<ClientReply>;
  clientReply(input: RoleplayInput): Promise<ClientReply>;
  messageFeedback(input: FeedbackInput): Promise<Feedback>;
  analyzeVoice(input: VoiceInput): Promise<VoiceAnalysis>;
  callMetrics(input: CallInput): Promise<LiveMetrics>;
  callScore(input: CallInput): Promise<CallScore>;
  gradeQuizAnswer(input: QuizGradeInput): Promise<QuizGrade>;
  inferDisc(input: DiscInput): Promise<DiscResult>;
}

function selectProvider(config: AiConfig, logger?: AiLogger): { name: AiEngine['provider']; provider: AiProvider } {
  const embedded = createEmbeddedProvider();
  if (config.AI_PROVIDER !== 'openai') return { name: 'embedded', provider: embedded };
  // A local OpenAI-compatible server needs no key; the public API does.
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    logger?.warn({ provider: 'openai' }, 'AI_PROVIDER=openai without OPENAI_API_KEY or OPENAI_BASE_URL; using the embedded provider');
    return { name: 'embedded', provider: embedded };
  }
  return { name: 'openai', provider: withFallback(createOpenAiProvider(config), embedded, logger) };
}

export function createAiEngine(config: AiConfig, logger?: { warn(obj: unknown, msg?: string): void }): AiEngine {
  const { name, provider } = selectProvider(config, logger);
  // Parsing here (not in each provider) applies defaults once and rejects bad input before any model call.
  return {
    provider: name,
    openingLine: async (input) => provider.openingLine(roleplayInputSchema.parse(input)),
    clientReply: async (input) => provider.clientReply(roleplayInputSchema.parse(input)),
    messageFeedback: async (input) => provider.messageFeedback(feedbackInputSchema.parse(input)),
    analyzeVoice: async (input) => provider.analyzeVoice(voiceInputSchema.parse(input)),
    callMetrics: async (input) => provider.callMetrics(callInputSchema.parse(input)),
    callScore: async (input) => provider.callScore(callInputSchema.parse(input)),
    gradeQuizAnswer: async (input) => provider.gradeQuizAnswer(quizGradeInputSchema.parse(input)),
    inferDisc: async (input) => provider.inferDisc(discInputSchema.parse(input)),
  };
}
