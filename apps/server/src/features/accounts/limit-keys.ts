import type { FastifyRequest } from 'fastify';
import { addressKey } from './login-throttle.js';

/** What the account routes' limits count by (`lib/rate-limit.ts`). */

/** One address: an IPv4 address, or the /64 network of an IPv6 one (`addressKey`). */
export const byAddress = (request: FastifyRequest) => addressKey(request.ip);

/** The mobile of a body the route's schema has already checked: preHandlers run after validation. */
export const byMobile = (request: FastifyRequest) => (request.body as { mobile_no: string }).mobile_no;
