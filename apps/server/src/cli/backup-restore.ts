import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { RestoreRefused, restoreBackup } from '../features/backup/restore-backup.js';

const USAGE = `Usage: npm run restore -- <backup.tar.gz> [--force]

Checks every checksum of the archive, then restores its database and uploaded files into DATA_DIR
(and DATABASE_URL when set). The server must be stopped. A target that already holds data is
replaced only with --force; what it held is kept in DATA_DIR/replaced-<time>/.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help || positionals.length !== 1) {
    (values.help ? console.log : console.error)(USAGE);
    return values.help ? 0 : 1;
  }
  const config = loadConfig(process.env, { jwtSecret: 'restore-signs-nothing-'.repeat(2) });
  const archive = path.resolve(positionals[0] as string);
  const { manifest, replacedTo } = await restoreBackup(config, archive, values.force === true);
  console.log(
    `Restored ${path.basename(archive)} (taken ${manifest.created_at}) into ${config.dataDir}\n` +
      `  database ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'}, schema ` +
      `${manifest.schema.latest ?? 'empty'}; ` +
      (manifest.bucket
        ? `uploaded files in the S3 bucket ${manifest.bucket.name}, checksums verified`
        : `${manifest.media.count} uploaded files, checksums verified`) +
      (replacedTo ? `\n  what was there before is kept in ${replacedTo}` : '') +
      '\nStart the server (npm start): it applies any newer migrations.',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof RestoreRefused || error instanceof ConfigError) console.error(error.message);
    else console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
