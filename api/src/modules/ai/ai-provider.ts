import type {
  CallRequest, CallScore, ClientReply, DiscRequest, DiscInference, Feedback, FeedbackRequest, LiveMetrics,
  QuizGrade, QuizGradeRequest, RoleplayRequest, VoiceReading, VoiceRequest,
} from './ai-types';
import type { CriterionJudgment, ScoreCardRequest } from './scorecard-types';

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
  /** A conversation judged against a scenario's scorecard, criterion by criterion. */
  scoreCard(input: ScoreCardRequest): Promise<CriterionJudgment[]>;
}

export type Capability = keyof AiProvider;

export interface AiLogger {
  warn(obj: unknown, msg?: string): void;
}
