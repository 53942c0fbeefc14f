import { z } from 'zod';

export const BACKUP_FORMAT = 'varmala-backup';
export const MANIFEST_FILE = 'manifest.json';
/** Inside the archive: the database copy is one of these, the uploaded files sit under media/. */
export const DATABASE_FILES = { pglite: 'database.tar', postgres: 'database.pgdump' } as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** What a backup holds, written first into every archive; restore trusts nothing it does not list. */
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
    /** Migrations applied to the database that was copied. */
    migrations: z.number().int().nonnegative(),
    latest: z.string().nullable(),
  }),
  media: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  /**
   * Set when the uploaded files live in an S3 bucket: they are not in the archive (media is empty),
   * the bucket's own versioning keeps them, and a restore needs the same bucket.
   */
  bucket: z
    .object({ name: z.string().min(1), endpoint: z.string().nullable(), region: z.string() })
    .optional(),
  /** sha256 of every uploaded file, by its path in the archive (media/<shard>/<key>). */
  checksums: z.record(z.string().regex(/^media\/[0-9a-f]{2}\/[a-z]+-[0-9a-f]{32}\.[a-z]+$/), sha256),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
