import OpenAI from 'openai';
import type { AiConfig } from '../../modules/ai/ai-config';

export function createOpenAiClient(config: AiConfig): OpenAI {
  return new OpenAI({
    // OpenAI-compatible local servers (Ollama, vLLM, LM Studio) accept any key, but the SDK requires one.
    apiKey: config.OPENAI_API_KEY ?? 'not-needed',
    baseURL: config.OPENAI_BASE_URL,
    timeout: config.OPENAI_TIMEOUT_MS,
    maxRetries: config.OPENAI_MAX_RETRIES,
  });
}
