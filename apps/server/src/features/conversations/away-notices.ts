import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { recordNotice } from '../events/record-notice.js';

export const UNREAD_NOTICE_MINUTES = 10;
const SWEEP_MS = 60_000;

/**
 * The notice never carries the text. Rows are claimed with SKIP LOCKED and marked in one statement, so
 * each message is told of once, whichever instance sweeps.
 */
export async function noticeUnreadMessages(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ conversation_id: number; sender: number; reader: number }>(sql`
      with due as (
        select m.id from messages as m
        where m.read_at is null and m.noticed_at is null and not m.removed and m.sender_profile_id is not null
          and m.created_at <= now() - make_interval(mins => ${UNREAD_NOTICE_MINUTES})
        for update skip locked
      ), marked as (
        update messages set noticed_at = now() from due where messages.id = due.id
        returning messages.conversation_id, messages.sender_profile_id
      )
      select distinct marked.conversation_id, marked.sender_profile_id as sender,
        case when c.profile_a_id = marked.sender_profile_id then c.profile_b_id else c.profile_a_id end as reader
      from marked join conversations as c on c.id = marked.conversation_id`);
    let told = 0;
    for (const row of rows) {
      if (row.reader === null) continue;
      await recordNotice(tx, {
        kind: 'message_received',
        to: { profileId: row.reader },
        about: row.sender,
        data: { conversation_id: row.conversation_id },
      });
      told++;
    }
    return told;
  });
}

export function startAwayNotices(deps: Pick<Deps, 'db' | 'log'>): { stop(): void } {
  const timer = setInterval(() => {
    noticeUnreadMessages(deps.db).catch((error) => deps.log.warn({ err: error }, 'message notices failed'));
  }, SWEEP_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
