import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseJson } from '../../../lib/json-text';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
}

/**
 * What the server does with one request: answer with message content, stream it in pieces
 * (server-sent events, as with `stream: true`), fail with a status, or hang.
 */
export type Behaviour = { content: string } | { chunks: string[]; chunkDelayMs?: number } | { status: number } | 'hang';

export interface FakeOpenAi {
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(model: string, content: string | null, finish: 'stop' | null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta: content === null ? {} : { content }, logprobs: null, finish_reason: finish }],
  };
}

async function streamChunks(res: ServerResponse, model: string, pieces: string[], delayMs: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const piece of pieces) {
    res.write(`data: ${JSON.stringify(chunk(model, piece, null))}\n\n`);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  res.write(`data: ${JSON.stringify(chunk(model, null, 'stop'))}\n\n`);
  res.end('data: [DONE]\n\n');
}

/**
 * A chat-completions endpoint on 127.0.0.1 (a free port, or `port` to come back where a closed one
 * was), speaking just enough of the OpenAI API.
 */
export async function startFakeOpenAi(behave: (req: RecordedRequest, index: number) => Behaviour, port = 0): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const recorded: RecordedRequest = { path: req.url ?? '', headers: req.headers, body: (parseJson(raw) ?? {}) as RecordedRequest['body'] };
    requests.push(recorded);
    const behaviour = behave(recorded, requests.length - 1);
    if (behaviour === 'hang') return;
    // Short retry hints keep the SDK's back-off fast in tests.
    const headers = { 'content-type': 'application/json', 'retry-after-ms': '10' };
    if ('status' in behaviour) {
      res.writeHead(behaviour.status, headers).end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
      return;
    }
    if ('chunks' in behaviour) {
      await streamChunks(res, recorded.body.model, behaviour.chunks, behaviour.chunkDelayMs ?? 0);
      return;
    }
    res.writeHead(200, headers).end(JSON.stringify(completion(recorded.body.model, behaviour.content)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${bound}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
