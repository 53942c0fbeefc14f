import path from 'node:path';
import { inspect } from 'node:util';
import { buildApp, loggerOptions } from './app.js';
import { runOperatorCommand } from './cli/operator-commands.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { startEmbeddedMaintenance } from './db/embedded-maintenance.js';
import { answerDumpCommand, DUMP_COMMAND } from './features/backup/embedded-dump.js';
import { createMailer } from './features/events/mail/mailer.js';
import { startMediaSweeps } from './features/media/sweep-schedule.js';
import { startAdminSocket } from './lib/admin-socket.js';
import { acquireLock, LockHeldError } from './lib/data-dir-lock.js';
import { redactSecretsIn } from './lib/redact-url.js';
import { createStorage } from './lib/storage/create-storage.js';

const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const startedAt = new Date();
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const releaseLock = embedded ? acquireLock(path.join(config.dataDir, 'db.lock')) : () => {};

  const app = await (async () => {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      onPoolError: (error) => console.error(redactSecretsIn(`database connection lost: ${error.message}`)),
    });
    await migrateDatabase(database);
    const built = await buildApp({ config, database, logger: loggerOptions(config) });
    // The operator's commands that mail members (the idle pause) send as the server does.
    const commandMailer = createMailer(config, (line) => built.log.info(line));
    const adminSocket = embedded
      ? await startAdminSocket(path.join(config.dataDir, 'admin.sock'), (args) =>
          // The backup CLI asks the server holding the embedded database for a consistent copy.
          args[0] === DUMP_COMMAND
            ? answerDumpCommand(database, config.dataDir, args.slice(1))
            : runOperatorCommand(database.db, args, { config, mailer: commandMailer, log: built.log }),
        )
      : undefined;
    const stopSweeps = await startMediaSweeps(
      database,
      createStorage(config, built.log),
      built.log,
      startedAt,
    );
    const stopMaintenance = startEmbeddedMaintenance(database, built.log);
    built.addHook('onClose', async () => {
      stopSweeps();
      stopMaintenance();
      commandMailer.close();
      await adminSocket?.close();
      await database.close();
      releaseLock();
    });
    return built;
  })().catch((error) => {
    releaseLock();
    throw error;
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests still in flight after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof LockHeldError) {
    console.error(error.message);
  } else {
    // Written to the same log as the requests: a database URL's password stays out of it too.
    console.error(redactSecretsIn(`Varmala could not start: ${inspect(error)}`));
  }
  process.exit(1);
});
