import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { createBackup } from '../features/backup/create-backup.js';
import { LockHeldError } from '../lib/data-dir-lock.js';

const USAGE = `Usage: npm run backup [-- --out <folder>]

Writes one archive (.tar.gz) with the database and every uploaded file, and a manifest of
checksums, into <folder> (default: ./backups). Works while the server runs. With S3_BUCKET the
files stay in the bucket (keep its versioning on): the archive holds the database and names it.`;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // The backup signs nothing: a placeholder keeps loadConfig from creating a secret in DATA_DIR.
  const config = loadConfig(process.env, { jwtSecret: 'backup-signs-nothing-'.repeat(2) });
  const began = Date.now();
  const { file, manifest } = await createBackup(config, path.resolve(values.out ?? 'backups'));
  const database = manifest.database.kind === 'postgres' ? 'PostgreSQL (pg_dump)' : 'embedded';
  console.log(
    `Backup written: ${file}\n` +
      `  database ${database}, ${megabytes(manifest.database.bytes)}, schema ${manifest.schema.latest ?? 'empty'}` +
      ` (${manifest.schema.migrations} migrations)\n` +
      (manifest.bucket
        ? `  uploaded files: not in the archive, in the S3 bucket ${manifest.bucket.name} (its versioning keeps them)`
        : `  ${manifest.media.count} uploaded files, ${megabytes(manifest.media.bytes)}`) +
      `, in ${Date.now() - began} ms`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof LockHeldError) {
      console.error(`${error.message} Is the server starting? Try again in a moment.`);
    } else {
      console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    }
    process.exit(1);
  },
);
