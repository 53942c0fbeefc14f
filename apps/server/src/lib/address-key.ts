import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * What counts as one address: an IPv4 address, or the /64 network of an IPv6 one (a home or phone
 * is given a whole /64, so its single addresses are free to the one who holds it).
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** A request's address as limits count it (`addressKey`). */
export const byAddress = (request: FastifyRequest) => addressKey(request.ip);
