import type { FastifyRequest } from 'fastify';
import { addressKey } from '../../lib/address-key.js';

/** The mobile of a body the route's schema has already checked: preHandlers run after validation. */
export const byMobile = (request: FastifyRequest) => (request.body as { mobile_no: string }).mobile_no;

/**
 * Log-in tries of one mobile from one address: a guesser is stopped, the member trying from home
 * is not. Each address as a whole has its own limit too.
 */
export const byMobileAndAddress = (request: FastifyRequest) =>
  `${byMobile(request)}|${addressKey(request.ip)}`;

/** The signed-in member (routes whose auth is `user`). */
export const byMember = (request: FastifyRequest) => String(request.requireUser().id);
