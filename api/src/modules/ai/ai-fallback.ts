import { AiInputError } from './ai-errors';
import type { AiLogger, AiProvider, Capability } from './ai-provider';

/**
 * A session must never break because a remote model is down, slow or talks nonsense:
 * any failure of the primary is logged and answered by the fallback instead.
 */
export function withFallback(primary: AiProvider, fallback: AiProvider, logger?: AiLogger): AiProvider {
  const guarded = <I, O>(capability: Capability, run: (provider: AiProvider, input: I) => Promise<O>) =>
    async (input: I): Promise<O> => {
      try {
        return await run(primary, input);
      } catch (err) {
        // Bad input would fail the fallback too; it is the caller's error, not the provider's.
        if (err instanceof AiInputError) throw err;
        logger?.warn({ err, capability }, 'AI provider failed; falling back to the embedded provider');
        return run(fallback, input);
      }
    };
  return {
    openingLine: guarded('openingLine', (p, input) => p.openingLine(input)),
    clientReply: guarded('clientReply', (p, input) => p.clientReply(input)),
    messageFeedback: guarded('messageFeedback', (p, input) => p.messageFeedback(input)),
    analyzeVoice: guarded('analyzeVoice', (p, input) => p.analyzeVoice(input)),
    callMetrics: guarded('callMetrics', (p, input) => p.callMetrics(input)),
    callScore: guarded('callScore', (p, input) => p.callScore(input)),
    gradeQuizAnswer: guarded('gradeQuizAnswer', (p, input) => p.gradeQuizAnswer(input)),
    inferDisc: guarded('inferDisc', (p, input) => p.inferDisc(input)),
    scoreCard: guarded('scoreCard', (p, input) => p.scoreCard(input)),
  };
}
