import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createDb } from '../lib/db';
import { chatClient } from '../modules/chat/chat-test-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.server.listen(0, '127.0.0.1');
  port = (t.server.server.address() as AddressInfo).port;
});
afterAll(() => t.close().catch(() => undefined));

/** Sends the headers and the first bytes of a chat message; `finish` sends the rest. */
function halfSentMessage(token: string, sessionId: number) {
  const body = Buffer.from(JSON.stringify({ sessionId, content: 'Which school would suit your children best? Shall we view it on Saturday at 10?' }));
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/messages', headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${token}` } });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.subarray(0, 20));
  return { response, finish: () => req.end(body.subarray(20)) };
}

describe('graceful shutdown', () => {
  it('when the server closes with a write in flight and a socket open, then the write completes and is stored, readiness says draining, the socket gets 1001 and new connections are refused and the server stops as soon as the write is answered', async () => {
    const chat = chatClient(t);
    const { token } = await chat.freshAgent();
    const session = await chat.startSession(token);

    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws-call-insights?token=${token}`);
    await once(ws, 'open');
    const wsClosed = once(ws, 'close');

    // Closing must find the write in flight: wait until the server has its headers, not for a time.
    const received = once(t.server.server, 'request');
    const inFlight = halfSentMessage(token, session.id);
    await received;
    const closed = t.server.close(5000);
    let closedYet = false;
    void closed.then(() => (closedYet = true));

    // The load balancer's probe (in process, as supertest runs its own listener) sees the drain.
    const ready = await supertest(t.server.app).get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('draining');

    const [code] = (await wsClosed) as [number];
    expect(code).toBe(1001);

    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(closedYet).toBe(false);

    inFlight.finish();
    const answered = await inFlight.response;
    const answeredAt = performance.now();
    expect(answered.status).toBe(201);
    await closed;
    // The drained connection is closed as soon as it is idle, long before the 5 s cut-off.
    expect(performance.now() - answeredAt).toBeLessThan(1500);

    // The acknowledged message is in the database after the shutdown.
    const db = createDb(t.config.DATABASE_URL);
    const stored = await db.chatMessage.findMany({ where: { sessionId: session.id, isAgent: true } });
    await db.$disconnect();
    expect(stored.map((m) => m.content)).toEqual([JSON.parse(answered.body).content]);
  });
});
