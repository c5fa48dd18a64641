import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import cookieParser from 'cookie-parser';
import type { Request, RequestHandler, Response } from 'express';
import { WebSocket, WebSocketServer } from 'ws';
import type { CallSocketMessage } from '@app/contracts/voice';
import type { AuthContext } from '../../lib/auth/authenticate';
import { requestLanguage, translate } from '../../lib/i18n';
import type { CallHub } from './call-hub';
import type { CallsService } from './calls.service';
import type { Language } from '@app/contracts/language';
import { drainWebSocketServer } from '../../lib/ws-drain';

export const CALL_INSIGHTS_PATH = '/ws-call-insights';
const parseCookies = cookieParser();

/**
 * Resolves the caller with the app's own authenticate middleware: bearer header, session cookie,
 * or a `token` query parameter (browsers cannot set headers on a WebSocket).
 */
async function authOf(req: IncomingMessage, authenticate: RequestHandler): Promise<AuthContext | undefined> {
  const token = new URL(req.url ?? '/', 'http://x').searchParams.get('token');
  const fake = { headers: { ...req.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } } as unknown as Request;
  await new Promise<void>((resolve) => parseCookies(fake, {} as Response, () => resolve()));
  await new Promise<void>((resolve) => void authenticate(fake, {} as Response, () => resolve()));
  return fake.auth;
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** /ws-call-insights on the API's own HTTP server: live transcript, metrics and call status. */
export function attachCallSocket(server: Server, deps: { authenticate: RequestHandler; calls: CallsService; hub: CallHub }) {
  const wss = new WebSocketServer({ noServer: true });

  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== CALL_INSIGHTS_PATH) return;
    void authOf(req, deps.authenticate).then((auth) => {
      if (!auth) return refuse(socket, 401, 'Unauthorized');
      wss.handleUpgrade(req, socket, head, (ws) => serve(ws, auth, requestLanguage(req)));
    }, () => refuse(socket, 500, 'Internal Server Error'));
  });

  function serve(ws: WebSocket, auth: AuthContext, lang: Language) {
    const subscriptions = new Map<string, () => void>();
    const send = (m: CallSocketMessage) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(m));
    const fail = (key: string) => send({ type: 'error', message: translate(lang, key) });

    ws.on('message', (raw) => {
      let msg: { type?: unknown; callSid?: unknown };
      try {
        msg = JSON.parse(String(raw)) as typeof msg;
      } catch {
        return fail('voice:errors.socketMessage');
      }
      if (msg?.type === 'unsubscribe' && typeof msg.callSid === 'string') {
        subscriptions.get(msg.callSid)?.();
        subscriptions.delete(msg.callSid);
        return;
      }
      if (msg?.type !== 'subscribe' || typeof msg.callSid !== 'string') return fail('voice:errors.socketMessage');
      const sid = msg.callSid;
      void deps.calls.canFollow(auth.userId, sid).then(async (ok) => {
        if (!ok) return fail('voice:errors.callNotFound');
        if (!subscriptions.has(sid)) subscriptions.set(sid, deps.hub.subscribe(sid, send));
        send({ type: 'subscribed', callSid: sid });
        const metrics = await deps.calls.currentMetrics(sid);
        if (metrics && Object.values(metrics).some((v) => v > 0)) send({ type: 'metrics', callSid: sid, metrics });
      });
    });
    ws.on('close', () => {
      for (const stop of subscriptions.values()) stop();
      subscriptions.clear();
    });
  }

  return {
    close: () => drainWebSocketServer(wss),
  };
}
