import { AiInputError } from './ai-errors';
import { CAPABILITIES, type AiLogger, type AiProvider, type Capability } from './ai-provider';

/**
 * A session must never break because a remote model is down, slow or talks nonsense:
 * any failure of the primary is logged and answered by the fallback instead.
 */
export function withFallback(primary: AiProvider, fallback: AiProvider, logger?: AiLogger): AiProvider {
  const wrapped = {} as Record<Capability, (input: never) => Promise<unknown>>;
  for (const capability of CAPABILITIES) {
    wrapped[capability] = async (input: never) => {
      try {
        return await (primary[capability] as (i: never) => Promise<unknown>)(input);
      } catch (err) {
        // Bad input would fail the fallback too; it is the caller's error, not the provider's.
        if (err instanceof AiInputError) throw err;
        logger?.warn({ err, capability }, 'AI provider failed; falling back to the embedded provider');
        return (fallback[capability] as (i: never) => Promise<unknown>)(input);
      }
    };
  }
  return wrapped as unknown as AiProvider;
}
