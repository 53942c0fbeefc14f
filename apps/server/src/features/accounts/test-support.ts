import { sql } from 'drizzle-orm';
import type { TestContext } from '../../test/test-app.js';

/**
 * Runs `run` with the database's notices of account changes (migration 0003) switched off, so what
 * it checks is the server's own dropping of a kept auth row after its writes, not the notice.
 */
export async function withoutAuthNotices(ctx: TestContext, run: () => Promise<void>): Promise<void> {
  const toggle = (how: 'ENABLE' | 'DISABLE') =>
    Promise.all(
      ['users', 'profiles', 'photos'].map((table) =>
        ctx.database.db.execute(sql.raw(`ALTER TABLE "${table}" ${how} TRIGGER "${table}_auth_changed"`)),
      ),
    );
  await toggle('DISABLE');
  try {
    await run();
  } finally {
    await toggle('ENABLE');
  }
}
