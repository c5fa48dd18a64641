import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { routeUpgrades } from './upgrade-routes';

let server: Server;
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw request text and resolves with everything read until the server closes the socket. */
async function exchange(request: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.write(request);
  let text = '';
  socket.on('data', (chunk) => (text += String(chunk)));
  await new Promise((resolve) => socket.on('close', resolve));
  return text;
}

describe('routeUpgrades', () => {
  it('when a request asks to upgrade to h2c on another path, then it gets an answer and the socket is closed', async () => {
    server = createServer((_req, res) => res.end('page'));
    routeUpgrades(server, new Map([['/ws', () => undefined]]));
    const answer = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  });

  it('when a WebSocket path is asked for with another protocol, then 426 and the socket is closed', async () => {
    server = createServer((_req, res) => res.end('page'));
    routeUpgrades(server, new Map([['/ws', () => undefined]]));
    expect(await exchange('GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n')).toMatch(/^HTTP\/1\.1 426 /);
  });

  it('when a WebSocket upgrade names a routed path, then its handler takes the socket', async () => {
    server = createServer();
    routeUpgrades(server, new Map([['/ws', (_req, socket) => void socket.end('HTTP/1.1 101 Switching Protocols\r\n\r\n')]]));
    expect(await exchange('GET /ws?x=1 HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n')).toMatch(/^HTTP\/1\.1 101 /);
  });
});
