import { readFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * A bare server's request log, when it keeps one: a line per request once answered, with pino's and
 * Fastify's own serializers, as the app writes its own (docs/decisions/050), without its redaction.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

// Same framework, no work: every route answers the bytes the real endpoint answered. With a log
// file, each request is logged there at level info; without, nothing is logged.
const [port, bodyFile, logFile] = process.argv.slice(2);
const body = readFileSync(bodyFile as string);
const app = Fastify(
  logFile
    ? { logger: { level: 'info', file: logFile }, logController: new OneLinePerRequest() }
    : { logger: false },
);
app.get('/ready', async () => ({ ok: true }));
app.all('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
