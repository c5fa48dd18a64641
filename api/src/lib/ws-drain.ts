import type { WebSocketServer } from 'ws';

/**
 * Closes a WebSocket server for shutdown: every client gets a 1001 "going away" close (a browser
 * reconnects, to another instance behind a load balancer), and whoever has not finished the closing
 * handshake within `graceMs` is cut off.
 */
export function drainWebSocketServer(wss: WebSocketServer, graceMs = 2000): Promise<void> {
  for (const client of wss.clients) client.close(1001, 'server shutting down');
  const cutOff = setTimeout(() => {
    for (const client of wss.clients) client.terminate();
  }, graceMs);
  cutOff.unref();
  return new Promise((resolve) =>
    wss.close(() => {
      clearTimeout(cutOff);
      resolve();
    }),
  );
}
