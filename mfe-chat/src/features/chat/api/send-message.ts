import { ApiError, apiFetch, parseContract } from '@app/api-client/http';
import { sentMessageSchema, type SentMessage } from '@app/contracts/chat';
import { parseSse } from '../../../lib/sse';

const MESSAGES_URL = '/api/messages?stream=1';

export type StreamListener = (event: { type: 'delta'; text: string } | { type: 'reset' }) => void;

/**
 * POST /api/messages?stream=1: the client's reply arrives as it is written (server-sent events),
 * then the stored agent message, its feedback and the reply. A server that answers plain JSON
 * (no streaming) works too.
 */
export async function sendMessage(input: { sessionId: number; content: string }, onStream: StreamListener): Promise<SentMessage> {
  // The shared client adds the language, token, time zone and cookies, and throws ApiError on failure.
  const res = await apiFetch('POST', MESSAGES_URL, { ...input, isAgent: true }, 'text/event-stream, application/json');
  if (!res.headers.get('content-type')?.includes('text/event-stream') || !res.body) {
    return parseContract(sentMessageSchema, await res.json(), 'POST', MESSAGES_URL);
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { events, rest } = parseSse(buffer + value);
    buffer = rest;
    for (const { event, data } of events) {
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === 'delta') onStream({ type: 'delta', text: String(payload.text ?? '') });
      else if (event === 'reset') onStream({ type: 'reset' });
      else if (event === 'error') throw new ApiError(500, data, 'stream error');
      else if (event === 'done') {
        await reader.cancel();
        return parseContract(sentMessageSchema, payload, 'POST', MESSAGES_URL);
      }
    }
  }
  throw new ApiError(500, '', 'stream ended without a reply');
}
