import { createOpenAiClient } from '../../integrations/openai/openai-client';
import { createOpenAiProvider } from '../../integrations/openai/openai-provider';
import { createOpenAiReplyStreamer } from '../../integrations/openai/roleplay-stream';
import type { AiConfig } from './ai-config';
import { AiInputError } from './ai-errors';
import { withFallback } from './ai-fallback';
import { capabilitiesOf, parseInput, type AiCapabilities, type AiLogger, type AiProvider } from './ai-provider';
import { roleplayInputSchema, type ClientReply, type RoleplayInput, type RoleplayRequest } from './ai-types';
import { createEmbeddedProvider } from './embedded/embedded-provider';
import type { ReplySink, ReplyStreamer } from './reply-stream';

/** Every AI capability of the product (declared in ai-provider), whichever provider answers. */
export interface AiEngine extends AiCapabilities {
  readonly provider: 'embedded' | 'openai';
  /** clientReply with its text handed to the sink as it is written (all at once when the provider cannot stream). */
  streamClientReply(input: RoleplayInput, sink: ReplySink): Promise<ClientReply>;
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
  const validated = capabilitiesOf((capability) => async (input) => provider[capability](parseInput(capability, input)));
  return {
    ...validated,
    provider: name,
    streamClientReply: async (input, sink) => streamReply(selected, roleplayInputSchema.parse(input), sink, logger),
  };
}
