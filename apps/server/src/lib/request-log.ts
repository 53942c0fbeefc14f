import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One line per request, written when it is answered: the request (method, address, client) with its
 * status and time. Fastify's default is two lines, one on arrival and one on answer
 * (docs/decisions/050-one-log-line-per-request.md).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** A request the client gave up on before its answer is logged too: without it, it would leave no line. */
export function logAbortedRequests(app: FastifyInstance): void {
  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ req: request }, 'request aborted');
  });
}
