import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * An `https:` URL on one of the push services' hosts, written as browsers write it. Other spellings
 * (user info, `:443`, `127.1`, a trailing dot, a backslash) are refused: parsers differ on them.
 */
export function allowedPushEndpoint(endpoint: string, hosts: readonly string[]): URL | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  const written = url.protocol === 'https:' && endpoint.startsWith(`https://${url.host}/`);
  return written && hosts.includes(url.host) ? url : undefined;
}

/** This machine, the local networks, and ranges that lead to them. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4 written as IPv6: NAT64, 6to4 and the old compatible form reach the IPv4 ranges above.
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 counts as itself. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The sender drops the subscription. */
export class PushAddressRefused extends Error {
  readonly code = 'PUSH_ADDRESS_REFUSED';
  constructor(host: string) {
    super(`the push service host ${host} leads to an address that is not public`);
    this.name = 'PushAddressRefused';
  }
}

/**
 * The address checked is the one connected to, so DNS cannot answer differently in between. An IP
 * named in `hosts` is connected to without a lookup (tests' stand-in; no default host is one).
 */
export function pushServiceAgent(options: { ca?: string | Buffer } = {}): Agent {
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0 || !addresses.every((found) => isPublicAddress(found.address)))
        return callback(new PushAddressRefused(hostname), []);
      if (lookupOptions.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
  return new Agent({ lookup, ...(options.ca ? { ca: options.ca } : {}) });
}
