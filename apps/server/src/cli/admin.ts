import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createMailer } from '../features/events/mail/mailer.js';
import { type CommandResult, sendToAdminSocket } from '../lib/admin-socket.js';
import { LockHeldError } from '../lib/data-dir-lock.js';
import { withDatabase } from '../lib/with-database.js';
import { runOperatorCommand, USAGE } from './operator-commands.js';
import { PasswordInputError, withPasswordFromInput } from './read-password.js';

async function main(): Promise<number> {
  const given = process.argv.slice(2);
  if (given.length === 0 || given[0] === '--help' || given[0] === 'help') {
    console.log(USAGE);
    return given.length === 0 ? 1 : 0;
  }
  // The admin command signs nothing: a placeholder keeps loadConfig from asking for JWT_SECRET.
  const config = loadConfig(process.env, { jwtSecret: 'admin-signs-nothing-'.repeat(2) });
  // Read before anything opens: the prompt waits for the operator, not with the database held.
  const args = await withPasswordFromInput(given);
  let result: CommandResult | undefined;
  if (!config.databaseUrl) {
    try {
      result = await sendToAdminSocket(path.join(config.dataDir, 'admin.sock'), args);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
    }
  }
  // Otherwise straight to the database: PostgreSQL, or an embedded one no server holds.
  if (!result) {
    const mailer = createMailer(config, () => {});
    try {
      result = await withDatabase(config, (database) =>
        runOperatorCommand(database.db, args, {
          config,
          mailer,
          log: { error: (details, message) => console.error(message, details) },
        }),
      );
    } finally {
      mailer.close();
    }
  }
  (result.ok ? console.log : console.error)(result.message);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof LockHeldError) {
      console.error(`${error.message} Is the server starting? Try again in a moment.`);
    } else if (error instanceof ConfigError || error instanceof PasswordInputError) {
      console.error(error.message);
    } else {
      console.error(error instanceof Error ? error.message : String(error));
    }
    process.exit(1);
  },
);
