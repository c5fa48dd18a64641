import type OpenAI from 'openai';
import type { AiConfig } from '../../modules/ai/ai-config';
import type { ClientReply, RoleplayRequest } from '../../modules/ai/ai-types';
import { replayConversation } from '../../modules/ai/roleplay/client-reply';
import { normalizeText } from '../../modules/ai/text/normalize';
import type { ReplyStreamer } from '../../modules/ai/reply-stream';
import { llmClientLineSchema } from './llm-schemas';
import { partialJsonText } from './partial-json-text';
import { directiveFor } from './roleplay-directive';
import { replyMessages } from './roleplay-prompt';
import { StructuredOutputError, toResponseSchema } from './structured-call';
import { parseJson } from '../../lib/json-text';

function parseLine(raw: string): string {
  const data = parseJson(raw);
  if (data === undefined) throw new StructuredOutputError('streamed completion is not JSON', raw);
  const parsed = llmClientLineSchema.safeParse(data);
  if (!parsed.success) throw new StructuredOutputError(`streamed completion does not match client_line: ${parsed.error.message}`, raw);
  return parsed.data.text;
}

/**
 * The roleplay client's reply streamed token by token: the same prompt and structured output as
 * clientReply, with the "text" value decoded while it arrives. The whole answer is still validated
 * at the end; a failure then throws, and the engine replaces what was shown.
 */
export function createOpenAiReplyStreamer(config: AiConfig, client: OpenAI): ReplyStreamer {
  const model = config.OPENAI_ROLEPLAY_MODEL ?? config.OPENAI_MODEL;
  return async (req: RoleplayRequest, onDelta: (text: string) => void): Promise<ClientReply> => {
    const replay = replayConversation(req);
    const stream = await client.chat.completions.create({
      model,
      messages: replyMessages(req, replay.profile, directiveFor(replay)),
      temperature: 0.8,
      stream: true,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'client_line', strict: true, schema: toResponseSchema(llmClientLineSchema) },
      },
    });
    let raw = '';
    let shown = '';
    for await (const chunk of stream) {
      raw += chunk.choices?.[0]?.delta?.content ?? '';
      const text = partialJsonText(raw, 'text');
      if (text !== null && text.length > shown.length && text.startsWith(shown)) {
        onDelta(text.slice(shown.length));
        shown = text;
      }
    }
    const text = parseLine(raw);
    if (replay.clientLines.some((said) => normalizeText(said) === normalizeText(text))) {
      throw new StructuredOutputError('model repeated an earlier client line', text);
    }
    if (text.length > shown.length && text.startsWith(shown)) onDelta(text.slice(shown.length));
    return { text, ended: replay.state.ended, outcome: replay.state.outcome, interest: replay.state.interest };
  };
}
