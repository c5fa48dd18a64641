import { sentMessageSchema, type SentMessage } from '@app/contracts/chat';
import { ApiError, apiFetch, parseContract } from './http';

const MESSAGES_URL = '/api/messages?stream=1';

export type StreamListener = (event: { type: 'delta'; text: string } | { type: 'reset' }) => void;

/**
 * POST /api/messages?stream=1: the client's reply arrives as it is written (server-sent events),
 * then the stored agent message, its feedback and the reply. A server that answers plain JSON
 * (no streaming) works too.
 */
export async function sendMessage(input: { sessionId: number; content: string }, onStream: StreamListener): Promise<SentMessage> {
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

export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits what has arrived of an event stream into complete events and the unfinished rest
 * (a network chunk can end anywhere, even inside a line).
 */
export function parseSse(buffer: string): { events: SseMessage[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.join('\n') };
    })
    .filter((e) => e.data !== '');
  return { events, rest };
}
