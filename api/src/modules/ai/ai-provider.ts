import type {
  CallRequest, CallScore, ClientReply, DiscRequest, DiscInference, Feedback, FeedbackRequest, LiveMetrics,
  QuizGrade, QuizGradeRequest, RoleplayRequest, VoiceReading, VoiceRequest,
} from './ai-types';

/** What a provider implements: inputs already validated and defaulted by the engine. */
export interface AiProvider {
  openingLine(input: RoleplayRequest): Promise<ClientReply>;
  clientReply(input: RoleplayRequest): Promise<ClientReply>;
  messageFeedback(input: FeedbackRequest): Promise<Feedback>;
  analyzeVoice(input: VoiceRequest): Promise<VoiceReading>;
  callMetrics(input: CallRequest): Promise<LiveMetrics>;
  callScore(input: CallRequest): Promise<CallScore>;
  gradeQuizAnswer(input: QuizGradeRequest): Promise<QuizGrade>;
  inferDisc(input: DiscRequest): Promise<DiscInference>;
}

export type Capability = keyof AiProvider;

export const CAPABILITIES: readonly Capability[] = [
  'openingLine', 'clientReply', 'messageFeedback', 'analyzeVoice', 'callMetrics', 'callScore', 'gradeQuizAnswer', 'inferDisc',
];

export interface AiLogger {
  warn(obj: unknown, msg?: string): void;
}
