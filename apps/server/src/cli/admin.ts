import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { runOperatorCommand, USAGE } from '../features/operator/commands.js';
import { type CommandResult, sendToAdminSocket } from '../lib/admin-socket.js';
import { acquireLock, LockHeldError } from '../lib/data-dir-lock.js';

/** Runs the command against the database directly: PostgreSQL, or an embedded one no server holds. */
async function runDirectly(args: string[], config: ReturnType<typeof loadConfig>): Promise<CommandResult> {
  const release = config.databaseUrl ? () => {} : acquireLock(path.join(config.dataDir, 'db.lock'));
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    });
    try {
      await migrateDatabase(database);
      return await runOperatorCommand(database.db, args);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.log(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  let result: CommandResult | undefined;
  if (!config.databaseUrl) {
    try {
      result = await sendToAdminSocket(path.join(config.dataDir, 'admin.sock'), args);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
    }
  }
  result ??= await runDirectly(args, config);
  (result.ok ? console.log : console.error)(result.message);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof LockHeldError) {
      console.error(`${error.message} Is the server starting? Try again in a moment.`);
    } else if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error instanceof Error ? error.message : String(error));
    }
    process.exit(1);
  },
);
