import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { builtServerModule } from './server-modules.js';

// Same framework, no work: every route answers the bytes the real endpoint answered. With a log
// file, each request is logged there at level info, one line when it is answered, by the app's own
// log controller (docs/decisions/050) with pino's and Fastify's serializers, without the app's
// redaction; without one, nothing is logged.
const [port, bodyFile, logFile] = process.argv.slice(2);
const body = readFileSync(bodyFile as string);
const app = Fastify(
  logFile
    ? {
        logger: { level: 'info', file: logFile },
        logController: new (await builtServerModule('lib/request-log.js')).OneLinePerRequest(),
      }
    : { logger: false },
);
app.get('/ready', async () => ({ ok: true }));
app.all('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
