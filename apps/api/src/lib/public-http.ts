import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a server-side fetch of a URL someone else chose must never reach (SSRF): loopback,
 * RFC 1918 private, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast,
 * unspecified and reserved, in IPv4 and IPv6. BlockList also matches IPv4-mapped IPv6
 * (`::ffff:127.0.0.1`) against the IPv4 ranges.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the deprecated IPv4-compatible addresses.
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class NonPublicAddressError extends Error {
  constructor() {
    super('The photo address is on a private network.');
  }
}

/**
 * DNS lookup for the connection itself: the addresses checked are the ones the socket connects
 * to, so a name that answers a public address to a check and a private one to the connection
 * (DNS rebinding) gets nowhere. One non-public answer refuses the whole name.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new NonPublicAddressError(), '', 0);
    }
    if (options.all) return (callback as unknown as AllCallback)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
type AllCallback = (error: Error | null, addresses: LookupAddress[]) => void;

export interface PublicGetOptions {
  timeoutMs: number;
  /**
   * An origin (`http://127.0.0.1:4010`) trusted even on a private network: the configured
   * address of the service the URL came from, where tests and a self-hosted fake live.
   */
  trustedOrigin?: string;
  maxRedirects?: number;
}

/**
 * GET a URL that came from outside (a partner's answer) without letting it reach a private
 * network: every hop, redirects included, is checked on the address actually connected to.
 * Answers the final response; the caller reads or discards its body.
 */
export async function getPublicUrl(
  url: string,
  { timeoutMs, trustedOrigin, maxRedirects = 3 }: PublicGetOptions,
): Promise<IncomingMessage> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  for (let hop = 0; ; hop += 1) {
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      throw new Error('The photo address is not a web address.');
    }
    const trusted = trustedOrigin !== undefined && target.origin === new URL(trustedOrigin).origin;
    const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
    // A literal IP is connected to without a lookup, so it is checked here.
    if (!trusted && isIP(literal) && !isPublicAddress(literal)) throw new NonPublicAddressError();
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
        target,
        { method: 'GET', signal, ...(trusted ? {} : { lookup: publicOnlyLookup }) },
        resolve,
      );
      request.on('error', reject);
      request.end();
    });
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400) {
      response.resume();
      if (!location || hop >= maxRedirects) {
        throw new Error(`The photo could not be downloaded (${response.statusCode}).`);
      }
      target = new URL(location, target);
      continue;
    }
    return response;
  }
}
