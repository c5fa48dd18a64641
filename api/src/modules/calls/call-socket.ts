import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import cookieParser from 'cookie-parser';
import type { Request, RequestHandler, Response } from 'express';
import { WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import type { CallSocketMessage } from '@app/contracts/voice';
import type { Language } from '@app/contracts/language';
import type { AuthContext } from '../../lib/auth/authenticate';
import { requestLanguage, translate } from '../../lib/i18n';
import { refuseUpgrade } from '../../lib/upgrade-routes';
import { drainWebSocketServer } from '../../lib/ws-drain';
import type { CallHub } from './call-hub';
import { CALL_SOCKET_LIMITS, messageAllowance, socketCounter, type CallSocketLimits } from './call-socket-limits';
import type { CallsService } from './calls.service';
import { parseJson } from '../../lib/json-text';

export const CALL_INSIGHTS_PATH = '/ws-call-insights';
/** Close code when the socket's sign-in session ended (logout, account deletion, password change). */
export const SESSION_ENDED = 4401;
const parseCookies = cookieParser();

/** What a browser may send on the socket: follow a call, or stop following it. */
const clientMessageSchema = z.object({ type: z.enum(['subscribe', 'unsubscribe']), callSid: z.string() });

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

interface CallSocketDeps {
  authenticate: RequestHandler;
  calls: CallsService;
  hub: CallHub;
  limits?: Partial<CallSocketLimits>;
}

/** /ws-call-insights on the API's own HTTP server: live transcript, metrics and call status. */
export function createCallSocket(deps: CallSocketDeps) {
  const limits = { ...CALL_SOCKET_LIMITS, ...deps.limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayload });
  const counter = socketCounter(limits.socketsPerUser);

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    void authOf(req, deps.authenticate).then((auth) => {
      if (!auth) return refuseUpgrade(socket, 401, 'Unauthorized');
      if (!counter.reserve(auth.userId)) return refuseUpgrade(socket, 429, 'Too Many Requests');
      let served = false;
      socket.once('close', () => !served && counter.release(auth.userId));
      // The same credentials, asked again: false once the session is revoked, expired or gone.
      const stillSignedIn = () => authOf(req, deps.authenticate).then((now) => now?.sessionId === auth.sessionId, () => false);
      wss.handleUpgrade(req, socket, head, (ws) => {
        served = true;
        ws.once('close', () => counter.release(auth.userId));
        serve(ws, auth, requestLanguage(req), stillSignedIn);
      });
    }, () => refuseUpgrade(socket, 500, 'Internal Server Error'));
  }

  function serve(ws: WebSocket, auth: AuthContext, lang: Language, stillSignedIn: () => Promise<boolean>) {
    const subscriptions = new Map<string, () => void>();
    const send = (m: CallSocketMessage) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(m));
    const fail = (key: string) => send({ type: 'error', message: translate(lang, key) });
    const allowed = messageAllowance(limits.messagesPerMinute);
    const endIfSignedOut = async () => {
      if (await stillSignedIn()) return false;
      ws.close(SESSION_ENDED, 'session ended');
      return true;
    };
    const check = setInterval(() => void endIfSignedOut(), limits.sessionCheckMs);
    check.unref();

    // A protocol error (a frame over maxPayload) closes the socket itself; unheard, it would crash the process.
    ws.on('error', () => undefined);
    ws.on('message', (raw) => {
      if (!allowed()) return ws.close(1008, 'too many messages');
      const parsed = clientMessageSchema.safeParse(parseJson(String(raw)));
      if (!parsed.success) return fail('voice:errors.socketMessage');
      const msg = parsed.data;
      if (msg.type === 'unsubscribe') {
        subscriptions.get(msg.callSid)?.();
        subscriptions.delete(msg.callSid);
        return;
      }
      void subscribe(msg.callSid);
    });
    ws.on('close', () => {
      clearInterval(check);
      for (const stop of subscriptions.values()) stop();
      subscriptions.clear();
    });

    async function subscribe(sid: string) {
      if (await endIfSignedOut()) return;
      if (!(await deps.calls.canFollow(auth.userId, sid))) return fail('voice:errors.callNotFound');
      if (ws.readyState !== WebSocket.OPEN) return;
      if (!subscriptions.has(sid)) subscriptions.set(sid, deps.hub.subscribe(sid, send));
      send({ type: 'subscribed', callSid: sid });
      const metrics = await deps.calls.currentMetrics(sid);
      if (metrics && Object.values(metrics).some((v) => v > 0)) send({ type: 'metrics', callSid: sid, metrics });
    }
  }

  return { path: CALL_INSIGHTS_PATH, upgrade, close: () => drainWebSocketServer(wss) };
}
