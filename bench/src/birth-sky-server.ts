import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverModules } from './server-modules.js';

// The built server on an embedded database of its own, as `npm start` builds it, but with the
// limit of birth charts per member lifted: one member's token loads the route for the whole run.
const [port] = process.argv.slice(2);
const { app: appModule, config: configModule, client } = await serverModules();
const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-sky-'));
const database = await client.openDatabase({ pgliteDir: path.join(dataDir, 'db') });
await client.migrateDatabase(database);
const config = configModule.loadConfig({
  NODE_ENV: 'production',
  SUPPORT_EMAIL: 'help@varmala.example',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
});
config.rateLimits = {
  ...config.rateLimits,
  birthChartsPerMember: { limit: 1_000_000_000, windowMs: 60_000 },
  signupPerIp: { limit: 1_000, windowMs: 60_000 },
};
const app = await appModule.buildApp({ config, database });
// The bench reads the resident memory after a full collection: what the places keep, not what the
// migrations left behind for the collector.
process.on('SIGUSR2', () => (globalThis as { gc?: () => void }).gc?.());
await app.listen({ port: Number(port), host: '127.0.0.1' });
