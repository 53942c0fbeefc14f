import type { FastifyRequest } from 'fastify';

/** The mobile of a body the route's schema has already checked: preHandlers run after validation. */
export const byMobile = (request: FastifyRequest) => (request.body as { mobile_no: string }).mobile_no;
