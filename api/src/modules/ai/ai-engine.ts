import { createOpenAiClient } from '../../integrations/openai/openai-client';
import { createOpenAiProvider } from '../../integrations/openai/openai-provider';
import { createOpenAiReplyStreamer } from '../../integrations/openai/roleplay-stream';
import type { AiConfig } from './ai-config';
import { AiInputError } from './ai-errors';
import { withFallback } from './ai-fallback';
import type { AiLogger, AiProvider } from './ai-provider';
import {
  callInputSchema, discInputSchema, feedbackInputSchema, quizGradeInputSchema, roleplayInputSchema, voiceInputSchema,
  type CallInput, type CallScore, type ClientReply, type DiscInput, type DiscInference, type Feedback, type FeedbackInput,
  type LiveMetrics, type QuizGrade, type QuizGradeInput, type RoleplayInput, type RoleplayRequest, type VoiceReading, type VoiceInput,
} from './ai-types';
import { createEmbeddedProvider } from './embedded/embedded-provider';
import { scoreCardInputSchema, type CriterionJudgment, type ScoreCardInput } from './scorecard-types';
import type { ReplySink, ReplyStreamer } from './reply-stream';

/** Every AI capability of the product, whichever provider answers. */
export interface AiEngine {
  readonly provider: 'embedded' | 'openai';
  openingLine(input: RoleplayInput): Promise<ClientReply>;
  clientReply(input: RoleplayInput): Promise<ClientReply>;
  /** clientReply with its text handed to the sink as it is written (all at once when the provider cannot stream). */
  streamClientReply(input: RoleplayInput, sink: ReplySink): Promise<ClientReply>;
  messageFeedback(input: FeedbackInput): Promise<Feedback>;
  analyzeVoice(input: VoiceInput): Promise<VoiceReading>;
  callMetrics(input: CallInput): Promise<LiveMetrics>;
  callScore(input: CallInput): Promise<CallScore>;
  gradeQuizAnswer(input: QuizGradeInput): Promise<QuizGrade>;
  inferDisc(input: DiscInput): Promise<DiscInference>;
  scoreCard(input: ScoreCardInput): Promise<CriterionJudgment[]>;
}

interface Selected {
  name: AiEngine['provider'];
  provider: AiProvider;
  embedded: AiProvider;
  streamer?: ReplyStreamer;
}

function selectProvider(config: AiConfig, logger?: AiLogger): Selected {
  const embedded = createEmbeddedProvider();
  if (config.AI_PROVIDER !== 'openai') return { name: 'embedded', provider: embedded, embedded };
  // A local OpenAI-compatible server needs no key; the public API does.
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    logger?.warn({ provider: 'openai' }, 'AI_PROVIDER=openai without OPENAI_API_KEY or OPENAI_BASE_URL; using the embedded provider');
    return { name: 'embedded', provider: embedded, embedded };
  }
  const client = createOpenAiClient(config);
  return {
    name: 'openai',
    provider: withFallback(createOpenAiProvider(config, client), embedded, logger),
    embedded,
    streamer: createOpenAiReplyStreamer(config, client),
  };
}

/** Streams with the provider when it can; a failure, even mid-stream, is answered by the embedded client. */
async function streamReply(selected: Selected, req: RoleplayRequest, sink: ReplySink, logger?: AiLogger): Promise<ClientReply> {
  const { streamer, provider, embedded } = selected;
  if (!streamer) {
    const reply = await provider.clientReply(req);
    sink.delta(reply.text);
    return reply;
  }
  let shown = false;
  try {
    return await streamer(req, (text) => {
      shown = true;
      sink.delta(text);
    });
  } catch (err) {
    if (err instanceof AiInputError) throw err;
    logger?.warn({ err, capability: 'clientReply' }, 'AI provider failed while streaming; falling back to the embedded provider');
    if (shown) sink.reset();
    const reply = await embedded.clientReply(req);
    sink.delta(reply.text);
    return reply;
  }
}

export function createAiEngine(config: AiConfig, logger?: { warn(obj: unknown, msg?: string): void }): AiEngine {
  const selected = selectProvider(config, logger);
  const { name, provider } = selected;
  // Parsing here (not in each provider) applies defaults once and rejects bad input before any model call.
  return {
    provider: name,
    openingLine: async (input) => provider.openingLine(roleplayInputSchema.parse(input)),
    clientReply: async (input) => provider.clientReply(roleplayInputSchema.parse(input)),
    streamClientReply: async (input, sink) => streamReply(selected, roleplayInputSchema.parse(input), sink, logger),
    messageFeedback: async (input) => provider.messageFeedback(feedbackInputSchema.parse(input)),
    analyzeVoice: async (input) => provider.analyzeVoice(voiceInputSchema.parse(input)),
    callMetrics: async (input) => provider.callMetrics(callInputSchema.parse(input)),
    callScore: async (input) => provider.callScore(callInputSchema.parse(input)),
    gradeQuizAnswer: async (input) => provider.gradeQuizAnswer(quizGradeInputSchema.parse(input)),
    inferDisc: async (input) => provider.inferDisc(discInputSchema.parse(input)),
    scoreCard: async (input) => provider.scoreCard(scoreCardInputSchema.parse(input)),
  };
}
