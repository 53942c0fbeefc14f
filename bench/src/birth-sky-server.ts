import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverModules } from './server-modules.js';

// The built server on an embedded database of its own, as `npm start` builds it, but with the
// limit of birth charts per member lifted: one member's token loads the route for the whole run.
// With `logged`, each request is logged as `npm start` logs it (level info), to a file in its data
// directory; without, it logs nothing. With a third argument, another checkout's built server
// (installed and built) runs instead of this one's.
const [port, mode, checkout] = process.argv.slice(2);
const logged = mode === 'logged';
const { app: appModule, config: configModule, client } = await serverModules(checkout);
const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-sky-'));
const database = await client.openDatabase({ pgliteDir: path.join(dataDir, 'db') });
await client.migrateDatabase(database);
const config = configModule.loadConfig({
  NODE_ENV: 'production',
  SUPPORT_EMAIL: 'help@varmala.example',
  DATA_DIR: dataDir,
  LOG_LEVEL: logged ? 'info' : 'silent',
});
config.rateLimits = {
  ...config.rateLimits,
  birthChartsPerMember: { limit: 1_000_000_000, windowMs: 60_000 },
  signupPerIp: { limit: 1_000, windowMs: 60_000 },
};
const app = await appModule.buildApp({
  config,
  database,
  ...(logged
    ? { logger: { ...appModule.loggerOptions(config), file: path.join(dataDir, 'server.log') } }
    : {}),
});
// A route that does no work in the same server: the request log, headers and limits every route
// pays, and the bytes given to it last (PUT) as its answer, read from a body parsed as the
// computation's is. Only in this bench's server; the bytes are PUT as text.
let sameBytes = Buffer.from('{}');
app.put('/bench/same-bytes', { bodyLimit: 1_000_000 }, async (request: { body: string }) => {
  sameBytes = Buffer.from(request.body);
  return { ok: true };
});
app.route({
  method: ['GET', 'POST'],
  url: '/bench/same-bytes',
  handler: async (_request: unknown, reply: { type: (t: string) => { send: (b: Buffer) => void } }) =>
    reply.type('application/json; charset=utf-8').send(sameBytes),
});
// The bench reads the resident memory after a full collection: what the places keep, not what the
// migrations left behind for the collector.
process.on('SIGUSR2', () => (globalThis as { gc?: () => void }).gc?.());
await app.listen({ port: Number(port), host: '127.0.0.1' });
