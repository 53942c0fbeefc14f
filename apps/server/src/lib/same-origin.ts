import type { FastifyRequest } from 'fastify';

/**
 * Another site can make a visitor's browser post a form here (and log them into an account of its
 * choosing). `Sec-Fetch-Site`, else `Origin`, else `Referer`; a post that says nothing is refused.
 */
export function fromThisSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const from = request.headers.origin ?? request.headers.referer;
  if (from === undefined) return false;
  try {
    const { host } = new URL(from);
    // Through URL both ways, so a default port written out compares as none.
    return host === new URL(`${request.protocol}://${request.host}`).host || host === new URL(publicUrl).host;
  } catch {
    return false;
  }
}
