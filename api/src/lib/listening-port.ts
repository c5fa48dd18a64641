import type { AddressInfo } from 'node:net';

/** The TCP port a listening server took (port 0 asks the system for a free one). */
export function listeningPort(server: { address(): AddressInfo | string | null }): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  return address.port;
}
