import WebSocket from 'ws';
import type { TestApp } from '../../test/test-app';
import { isRecord } from '../../lib/is-record';
import { parseJson } from '../../lib/json-text';
import { listeningPort } from '../../lib/listening-port';

export const ANSWERS = [
  'Hi Sarah, thanks for taking my call. What matters most to you in your first home, and what budget are you comfortable with?',
  'I understand mortgages feel overwhelming. Three buyers I helped last month got approved within two weeks; I can walk you through each step.',
  'Would Thursday at six work for a short meeting at my office to look at three homes that fit your budget?',
];

export function callsClient(app: TestApp) {
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  return {
    async freshAgent() {
      const user = await app.createUser();
      return { user, token: await app.sessionToken(user.id) };
    },
    start: (token: string, body: object = { phoneNumber: '+1 (555) 010-2030', scenario: 'first-time-buyer' }) =>
      app.request.post('/api/twilio/start-call').set(auth(token)).send(body),
    turn: (token: string, callSid: string, text: string) => app.request.post(`/api/calls/${callSid}/turns`).set(auth(token)).send({ text }),
    end: (token: string, callSid: string) => app.request.post('/api/twilio/end-call').set(auth(token)).send({ callSid }),
    get: (token: string, path: string) => app.request.get(path).set(auth(token)),
  };
}

/** A WebSocket on a listening copy of the test server, collecting every message. */
export async function openSocket(app: TestApp, query = '', headers: Record<string, string> = {}) {
  if (!app.server.server.listening) await app.server.listen(0, '127.0.0.1');
  const port = listeningPort(app.server.server);
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws-call-insights${query}`, { headers });
  const messages: Array<Record<string, unknown>> = [];
  ws.on('message', (raw) => {
    const message = parseJson(String(raw));
    if (isRecord(message)) messages.push(message);
  });
  const opened = await new Promise<{ ok: boolean; status?: number }>((resolve) => {
    ws.once('open', () => resolve({ ok: true }));
    ws.once('unexpected-response', (_req, res) => resolve({ ok: false, status: res.statusCode }));
    ws.once('error', () => resolve({ ok: false }));
  });
  // The limit only ends a hang (a loaded machine took over 3 s); it returns as soon as a message matches.
  async function waitFor(pred: (m: Record<string, unknown>) => boolean, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(pred);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no socket message matched; got ${JSON.stringify(messages)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return { ws, messages, opened, waitFor, send: (m: unknown) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)) };
}
