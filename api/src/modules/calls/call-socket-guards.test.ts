import { connect, type AddressInfo } from 'node:net';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CALL_SOCKET_LIMITS } from './call-socket-limits';
import { SESSION_ENDED } from './call-socket';
import { callsClient, openSocket } from './calls-test-support';

// One app checks sessions only at subscribe (the default, slow timer); the other every 50 ms.
let atSubscribe: TestApp;
let watched: TestApp;
beforeAll(async () => {
  [atSubscribe, watched] = await Promise.all([createTestApp(), createTestApp({ WS_SESSION_CHECK_MS: '50' })]);
});
afterAll(() => Promise.all([atSubscribe.close(), watched.close()]));

const closed = (ws: WebSocket) => new Promise<{ code: number }>((resolve) => ws.once('close', (code) => resolve({ code })));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('/ws-call-insights sessions', () => {
  it('when the user logged out before subscribing, then the subscribe closes the socket and nothing is sent', async () => {
    const c = callsClient(atSubscribe);
    const { token } = await c.freshAgent();
    const { callSid } = (await c.start(token).expect(201)).body;
    const s = await openSocket(atSubscribe, `?token=${token}`);
    await atSubscribe.request.post('/api/auth/logout').set(bearer(token)).expect(204);
    const end = closed(s.ws);
    s.send({ type: 'subscribe', callSid });
    expect((await end).code).toBe(SESSION_ENDED);
    expect(s.messages).toEqual([]);
  });

  it('when the user logs out while following a call, then the socket is closed', async () => {
    const c = callsClient(watched);
    const { token } = await c.freshAgent();
    const { callSid } = (await c.start(token).expect(201)).body;
    const s = await openSocket(watched, `?token=${token}`);
    s.send({ type: 'subscribe', callSid });
    await s.waitFor((m) => m.type === 'subscribed');
    const end = closed(s.ws);
    await watched.request.post('/api/auth/logout').set(bearer(token)).expect(204);
    expect((await end).code).toBe(SESSION_ENDED);
  });

  it('when the account is deleted, then its open socket is closed', async () => {
    const c = callsClient(watched);
    const { user, token } = await c.freshAgent();
    const s = await openSocket(watched, `?token=${token}`);
    const end = closed(s.ws);
    await watched.request.delete('/api/auth/account').set(bearer(token)).send({ password: user.password }).expect(204);
    expect((await end).code).toBe(SESSION_ENDED);
  });
});

describe('/ws-call-insights limits', () => {
  it('when a frame is larger than the limit, then the socket is closed with 1009', async () => {
    const { token } = await callsClient(atSubscribe).freshAgent();
    const s = await openSocket(atSubscribe, `?token=${token}`);
    const end = closed(s.ws);
    s.send('x'.repeat(CALL_SOCKET_LIMITS.maxPayload + 1));
    expect((await end).code).toBe(1009);
  });

  it('when a socket sends more messages than allowed in a minute, then it is closed with 1008', async () => {
    const { token } = await callsClient(atSubscribe).freshAgent();
    const s = await openSocket(atSubscribe, `?token=${token}`);
    const end = closed(s.ws);
    for (let i = 0; i <= CALL_SOCKET_LIMITS.messagesPerMinute; i += 1) s.send({ type: 'unsubscribe', callSid: 'none' });
    expect((await end).code).toBe(1008);
  });

  it('when a user opens more sockets than allowed, then the next is refused with 429; closing one frees a place', async () => {
    const { token } = await callsClient(atSubscribe).freshAgent();
    const open = await Promise.all(Array.from({ length: CALL_SOCKET_LIMITS.socketsPerUser }, () => openSocket(atSubscribe, `?token=${token}`)));
    expect(open.every((s) => s.opened.ok)).toBe(true);
    expect((await openSocket(atSubscribe, `?token=${token}`)).opened).toEqual({ ok: false, status: 429 });
    const end = closed(open[0]!.ws);
    open[0]!.ws.close();
    await end;
    const again = await openSocket(atSubscribe, `?token=${token}`);
    expect(again.opened.ok).toBe(true);
    for (const s of [...open, again]) s.ws.close();
  });
});

describe('upgrade requests to other paths', () => {
  it('when a request carries Upgrade: h2c, then it gets an answer and the connection closes', async () => {
    if (!atSubscribe.server.server.listening) await atSubscribe.server.listen(0, '127.0.0.1');
    const socket = connect((atSubscribe.server.server.address() as AddressInfo).port, '127.0.0.1');
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n');
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
  });
});
