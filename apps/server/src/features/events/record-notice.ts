import type { NotificationData, NotificationKind } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** So the senders need not wait for their next round. */
export const NOTICES_CHANNEL = 'varmala_notices';

export interface Notice {
  kind: NotificationKind;
  /** By their account when the event has no profile side. */
  to: { profileId: number } | { userId: number };
  /** Its member id goes in the notice, nothing else. */
  about?: number;
  data?: NotificationData;
}

/** In the caller's transaction, so it exists exactly when the event does; NOTIFY wakes senders at commit. */
export async function recordNotice(tx: DbOrTx, notice: Notice): Promise<void> {
  const data = JSON.stringify(notice.data ?? {});
  const about =
    notice.about === undefined
      ? sql`'{}'::jsonb`
      : sql`coalesce((select jsonb_build_object('mid', mid, 'profile_id', id) from profiles where id = ${notice.about}), '{}'::jsonb)`;
  const owner =
    'profileId' in notice.to
      ? sql`(select user_id from profiles where id = ${notice.to.profileId})`
      : sql`${notice.to.userId}::int`;
  await tx.execute(sql`
    with written as (
      insert into notifications (user_id, kind, data)
      select u, ${notice.kind}, ${data}::jsonb || ${about}
      from (select ${owner} as u) as owner
      where u is not null
      returning 1
    )
    select pg_notify(${NOTICES_CHANNEL}, '') from written limit 1`);
}
