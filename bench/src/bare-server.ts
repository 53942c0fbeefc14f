import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// Same framework, no work: every route answers the bytes the real endpoint answered.
const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile as string);
const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.all('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
