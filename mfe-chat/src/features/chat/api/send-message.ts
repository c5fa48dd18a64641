import { ApiError, currentLanguage, readToken } from '@app/api-client/http';
import { sentMessageSchema, type SentMessage } from '@app/contracts/chat';
import { parseSse } from '../../../lib/sse';

export type StreamListener = (event: { type: 'delta'; text: string } | { type: 'reset' }) => void;

/**
 * POST /api/messages?stream=1: the client's reply arrives as it is written (server-sent events),
 * then the stored agent message, its feedback and the reply. A server that answers plain JSON
 * (no streaming) works too.
 */
export async function sendMessage(input: { sessionId: number; content: string }, onStream: StreamListener): Promise<SentMessage> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream, application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch('/api/messages?stream=1', {
    method: 'POST',
    headers,
    credentials: 'include',
    body: JSON.stringify({ ...input, isAgent: true }),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  if (!res.headers.get('content-type')?.includes('text/event-stream') || !res.body) {
    return sentMessageSchema.parse(await res.json());
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
        return sentMessageSchema.parse(payload);
      }
    }
  }
  throw new ApiError(500, '', 'stream ended without a reply');
}
