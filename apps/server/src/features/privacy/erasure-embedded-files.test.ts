/**
 * An erasure on the embedded database, kept in files as the server keeps it: once `DELETE /api/me`
 * has answered, no file of the database (tables, indexes, write-ahead log) holds the member's
 * numbers, e-mail, address or the words of their profile. The embedded database has no timed
 * checkpoints: without one after the erasure, its log kept them until the server stopped.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoute } from '@varmala/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { App } from '../../app-types.js';
import { type Database, migrateDatabase, openDatabase } from '../../db/client.js';
import { makeMember } from '../../test/members.js';
import { bearer, testConfig } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

let dataDir: string;
let database: Database;
let app: App;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-erasure-'));
  const pgliteDir = path.join(dataDir, 'db');
  // From the test run's migrated template when there is one: migrating a new database takes long.
  const template = inject('pgliteDumpPath');
  database = await openDatabase(
    template ? { pgliteDir, pgliteLoadFrom: new Blob([readFileSync(template)]) } : { pgliteDir },
  );
  await migrateDatabase(database);
  app = await buildApp({ config: testConfig(dataDir, NO_RATE_LIMITS), database });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The files of the embedded database, under `folder` (`pg_wal` is its write-ahead log), that hold `text`. */
function databaseFilesHolding(text: string, folder = ''): string[] {
  const root = path.join(dataDir, 'db', folder);
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && readFileSync(path.join(entry.parentPath, entry.name)).includes(text))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('erasing an account on the embedded database', () => {
  it('leaves no copy of what the member wrote in its tables, indexes or write-ahead log', async () => {
    // Words no other row holds: what would show that a file still keeps the profile.
    const about = 'Kesarivadi Zunjarrao loves classical tabla and long walks by the river.';
    const member = await makeMember({ app, database }, { personal: { about } });
    const { mobiles, email, address } = member.secrets;
    const written = [member.mobile, ...mobiles, email, address, 'Zunjarrao'];
    for (const text of written) expect(databaseFilesHolding(text, 'pg_wal'), text).not.toEqual([]);

    const erased = await app.inject({
      ...apiRoute('eraseAccount'),
      headers: bearer(member.token),
      payload: { password: member.password },
    });
    expect(erased.statusCode).toBe(200);

    for (const text of written) expect(databaseFilesHolding(text), text).toEqual([]);
    // The site goes on: a new member signs up and saves a profile after it.
    const next = await makeMember({ app, database }, { gender: 'Male' });
    expect(next.profileId).toBeGreaterThan(0);
  });
});
