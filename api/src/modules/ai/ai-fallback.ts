import { AiInputError } from './ai-errors';
import { providerOf, type AiLogger, type AiProvider, type Answer, type Capability, type ProviderInput } from './ai-provider';

/**
 * A session must never break because a remote model is down, slow or talks nonsense:
 * any failure of the primary is logged and answered by the fallback instead.
 */
export function withFallback(primary: AiProvider, fallback: AiProvider, logger?: AiLogger): AiProvider {
  return providerOf(<K extends Capability>(capability: K) => async (input: ProviderInput<K>): Promise<Answer<K>> => {
    try {
      return await primary[capability](input);
    } catch (err) {
      // Bad input would fail the fallback too; it is the caller's error, not the provider's.
      if (err instanceof AiInputError) throw err;
      logger?.warn({ err, capability }, 'AI provider failed; falling back to the embedded provider');
      return fallback[capability](input);
    }
  });
}
