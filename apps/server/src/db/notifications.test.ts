import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenOnPostgres } from './notifications.js';

// Dropping the listening connection needs a PostgreSQL server: runs where TEST_DATABASE_URL is set (CI).
const url = process.env.TEST_DATABASE_URL ?? '';
describe.runIf(url)('listening for notices on PostgreSQL', () => {
  const name = `varmala_listen_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let writer: pg.Client;
  let dbUrl: URL;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    writer = new pg.Client({ connectionString: dbUrl.toString() });
    await writer.connect();
  });
  afterAll(async () => {
    await writer.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const listenerBackends = async () => {
    const writerPid = (await writer.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    return admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2 and query ilike 'LISTEN%'`,
      [name, writerPid],
    );
  };

  it('hears notices, says when it cannot, and listens again after the connection drops', async () => {
    const notices: string[] = [];
    const states: boolean[] = [];
    const listening = await listenOnPostgres(dbUrl.toString(), 'auth_changed', {
      notice: (payload) => notices.push(payload),
      live: (live) => states.push(live),
    });
    try {
      // Listening from the start: the first attempt is waited for.
      expect(states).toEqual([true]);
      await writer.query(`select pg_notify('auth_changed', 'first')`);
      await writer.query(`select pg_notify('elsewhere', 'not ours')`);
      await vi.waitFor(() => expect(notices).toEqual(['first']), { timeout: 2_000 });

      // What a PostgreSQL restart does to the connection: it is lost, then listened to again.
      const dropped = await listenerBackends();
      expect(dropped.rowCount).toBe(1);
      await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 5_000 });
      await writer.query(`select pg_notify('auth_changed', 'second')`);
      await vi.waitFor(() => expect(notices).toEqual(['first', 'second']), { timeout: 2_000 });
    } finally {
      await listening.stop();
    }
    expect(states.at(-1)).toBe(false);
    // Stopped: nothing listens any more, and nothing reconnects.
    const left = await admin.query(
      `select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`,
      [name],
    );
    expect(left.rows[0].n).toBe(0);
  });
});
