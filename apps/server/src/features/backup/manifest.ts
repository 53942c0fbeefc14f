import { z } from 'zod';

export const BACKUP_FORMAT = 'varmala-backup';
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILES = { pglite: 'database.tar', postgres: 'database.pgdump' } as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** Restore trusts nothing it does not list. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  created_at: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.enum([DATABASE_FILES.pglite, DATABASE_FILES.postgres]),
    bytes: z.number().int().nonnegative(),
    sha256,
  }),
  schema: z.object({
    migrations: z.number().int().nonnegative(),
    latest: z.string().nullable(),
  }),
  media: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  /** Files in an S3 bucket are not in the archive: its versioning keeps them; restore needs the bucket. */
  bucket: z
    .object({ name: z.string().min(1), endpoint: z.string().nullable(), region: z.string() })
    .optional(),
  checksums: z.record(z.string().regex(/^media\/[0-9a-f]{2}\/[a-z]+-[0-9a-f]{32}\.[a-z]+$/), sha256),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
