import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** Answers an upgrade request with a plain status and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: number, text: string) {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The server's one 'upgrade' listener. Node hands every request with an Upgrade header to it once
 * any listener exists (`Upgrade: h2c` from `curl --http2` too), so a path that takes no upgrade
 * must be answered here and closed, or the client waits on an open socket forever.
 */
export function routeUpgrades(server: Server, routes: ReadonlyMap<string, UpgradeHandler>) {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    let pathname = '';
    try {
      pathname = new URL(req.url ?? '/', 'http://x').pathname;
    } catch {
      return refuseUpgrade(socket, 400, 'Bad Request');
    }
    const route = routes.get(pathname);
    const isWebSocket = String(req.headers.upgrade ?? '').toLowerCase() === 'websocket';
    if (route && isWebSocket) return route(req, socket, head);
    refuseUpgrade(socket, route ? 426 : 404, route ? 'Upgrade Required' : 'Not Found');
  });
}
