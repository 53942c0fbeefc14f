import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../test/members.js';
import { bearer, decodeClaims, useTestApp } from '../test/test-app.js';

const ctx = useTestApp();

/** A write to the session that no server hears of: what a lost notice leaves a server holding. */
async function unheard(sessionId: string, change: ReturnType<typeof sql>) {
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update sessions set ${change} where id = ${sessionId}`);
  });
}

describe('a session the server keeps between requests', () => {
  it('is refused the moment it ends, though its row is kept and no notice said so', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const sessionId = String(decodeClaims(member.token).sid);
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(member.token) });

    // Heard: the session now ends in two seconds, and the next request keeps its row with that end.
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() + interval '2 seconds' where id = ${sessionId}`,
    );
    expect((await me()).statusCode).toBe(200);
    // Unheard, the session is revoked: a request answered from the kept row still passes, so the
    // next ones read that row, not the database.
    await unheard(sessionId, sql`revoked_at = now()`);
    expect((await me()).statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const ended = await me();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ Status: 'Error', code: 'UNAUTHENTICATED' });
  });
});
