import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// A push endpoint is a URL the server will POST to on the user's behalf: it must be a public
// https service (FCM, Mozilla autopush, Apple), never the server's own network.

// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are checked against the IPv4 rules by BlockList itself.
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23],
  ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.intranet', '.lan', '.home', '.corp', '.home.arpa', '.localdomain'];

/** true for an address of the public internet (not loopback, private, link-local, reserved or multicast). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL without IPv6 brackets and a trailing dot, lower case. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
}

/** A name that only means something inside a network: localhost, a single label, a local suffix. */
function isLocalName(host: string): boolean {
  return host === 'localhost' || !host.includes('.') || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/**
 * Whether the server may deliver to this endpoint: https, no credentials, a public address or
 * a public-looking name. `allowLocal` (PUSH_ALLOW_HTTP, local testing only) lifts the checks.
 */
export function isAllowedPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = hostOf(url);
  return isIP(host) ? isPublicAddress(host) : !isLocalName(host);
}

export type HostLookup = (host: string) => Promise<string[]>;

const systemLookup: HostLookup = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Checked again right before sending: a public name may resolve to a private address (or be
 * re-pointed after subscribing), so every address it resolves to must be public.
 */
export async function resolvesPublicly(endpoint: string, resolve: HostLookup = systemLookup): Promise<boolean> {
  const host = hostOf(new URL(endpoint));
  if (isIP(host)) return isPublicAddress(host);
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && addresses.every(isPublicAddress);
  } catch {
    return false;
  }
}
