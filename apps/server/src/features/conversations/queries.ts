import {
  type CloseReason,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  type MessageWarning,
  REPORT_CONTEXT_MESSAGES,
  type SentBy,
} from '@varmala/shared';
import { and, desc, eq, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { conversations, messages } from '../../db/schema.js';
import type { PhotoKeys } from '../access/what-they-see.js';
import { conversationsOf } from '../access/who-may-talk.js';

export const otherSide = (profileId: number) =>
  sql<number | null>`case when ${conversations.profileAId} = ${profileId}::int
    then ${conversations.profileBId} else ${conversations.profileAId} end`;

/** Undefined when it is not theirs. */
export async function findConversation(
  db: DbOrTx,
  profileId: number,
  conversationId: number,
  forUpdate = false,
) {
  const query = db
    .select({
      id: conversations.id,
      profileAId: conversations.profileAId,
      profileBId: conversations.profileBId,
      closedAt: conversations.closedAt,
      closedReason: conversations.closedReason,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), conversationsOf(profileId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export interface ConversationListRow extends Record<string, unknown> {
  id: number;
  closed_at: string | null;
  closed_reason: CloseReason | null;
  other_id: number | null;
  mid: string | null;
  name: string | null;
  photos: PhotoKeys[] | null;
  last_text: string | null;
  last_at: string | null;
  last_sender: number | null;
  unread: number;
  total: number;
}

/** `photos`: an expression on "profiles", the other side's card. */
export async function conversationPage(db: DbOrTx, profileId: number, photos: SQL, page: number) {
  const { rows } = await db.execute<ConversationListRow>(sql`
    select c.id, c.closed_at, c.closed_reason, "profiles"."id" as other_id, "profiles"."mid",
      "profiles"."name", case when "profiles"."id" is null then null else ${photos} end as photos,
      lm.text as last_text, lm.created_at as last_at, lm.sender_profile_id as last_sender,
      (select count(*)::int from ${messages} as u where u.conversation_id = c.id and u.read_at is null
        and not u.removed and u.sender_profile_id is distinct from ${profileId}::int) as unread,
      count(*) over ()::int as total
    from ${conversations} as c
    left join "profiles" on "profiles"."id" = case when c.profile_a_id = ${profileId}::int
      then c.profile_b_id else c.profile_a_id end
    left join lateral (select m.text, m.created_at, m.sender_profile_id from ${messages} as m
      where m.conversation_id = c.id order by m.id desc limit 1) as lm on true
    where c.profile_a_id = ${profileId}::int or c.profile_b_id = ${profileId}::int
    order by c.last_activity_at desc, c.id desc
    limit ${CONVERSATIONS_PAGE_SIZE} offset ${(page - 1) * CONVERSATIONS_PAGE_SIZE}`);
  return rows;
}

export async function countUnreadConversations(db: DbOrTx, profileId: number): Promise<number> {
  const { rows } = await db.execute<{ unread: number }>(sql`
    select count(*)::int as unread from ${conversations} as c
    where (c.profile_a_id = ${profileId}::int or c.profile_b_id = ${profileId}::int)
      and exists (select 1 from ${messages} as m where m.conversation_id = c.id and m.read_at is null
        and not m.removed and m.sender_profile_id is distinct from ${profileId}::int)`);
  return rows[0]?.unread ?? 0;
}

export const MESSAGE_COLUMNS = {
  id: messages.id,
  senderProfileId: messages.senderProfileId,
  sentBy: messages.sentBy,
  text: messages.text,
  masked: messages.masked,
  warning: messages.warning,
  removed: messages.removed,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};
export type MessageDbRow = {
  id: number;
  senderProfileId: number | null;
  sentBy: SentBy;
  text: string;
  masked: boolean;
  warning: MessageWarning | null;
  removed: boolean;
  createdAt: Date;
  readAt: Date | null;
};

export function threadPage(db: DbOrTx, conversationId: number, before: number | undefined) {
  return db
    .select(MESSAGE_COLUMNS)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before === undefined ? undefined : lt(messages.id, before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE);
}

export function latestMessages(tx: DbOrTx, conversationId: number, count: number) {
  return tx
    .select({ senderProfileId: messages.senderProfileId, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(count);
}

/** And the sending time of the one whose day must pass before one more may go under `perDay`. */
export async function sentInLastDay(tx: DbOrTx, profileId: number, perDay: number) {
  const { rows } = await tx.execute<{ sent: number; oldest: string | null }>(sql`
    with today as (select created_at from ${messages}
      where sender_profile_id = ${profileId}::int and created_at > now() - interval '24 hours')
    select (select count(*)::int from today) as sent,
      (select created_at from today order by created_at desc offset ${perDay - 1} limit 1) as oldest`);
  const row = rows[0];
  return { sent: row?.sent ?? 0, oldest: row?.oldest ? new Date(row.oldest) : undefined };
}

/** In id order before the day's count is read: two tabs sending at once are counted one after the other. */
export async function lockStreams(tx: DbOrTx, profileIds: readonly number[]): Promise<void> {
  const ids = [...new Set(profileIds)].sort((a, b) => a - b);
  for (const id of ids) {
    await tx.execute(sql`insert into conversation_streams (profile_id, last_seq) values (${id}::int, 0)
      on conflict (profile_id) do update set last_seq = conversation_streams.last_seq`);
  }
}

export async function recordEvents(
  tx: DbOrTx,
  profileIds: ReadonlyArray<number | null>,
  kind: 'message' | 'read' | 'closed',
  conversationId: number,
  messageId: number | null,
): Promise<void> {
  const ids = [...new Set(profileIds.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  for (const id of ids) {
    await tx.execute(
      sql`select conversation_event(${id}::int, ${kind}, ${conversationId}::int, ${messageId}::int)`,
    );
  }
}

export async function insertMessage(
  tx: DbOrTx,
  values: {
    conversationId: number;
    senderProfileId: number;
    senderUserId: number;
    sentBy: SentBy;
    text: string;
    masked: boolean;
    warning: MessageWarning | null;
  },
) {
  const [row] = await tx
    .insert(messages)
    .values(values)
    .returning({ id: messages.id, createdAt: messages.createdAt });
  await tx
    .update(conversations)
    .set({ lastActivityAt: sql`now()` })
    .where(eq(conversations.id, values.conversationId));
  return row;
}

/** Answers the highest one marked, if any. */
export async function markRead(tx: DbOrTx, conversationId: number, profileId: number, upTo: number) {
  const marked = await tx
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        lte(messages.id, upTo),
        isNull(messages.readAt),
        or(ne(messages.senderProfileId, profileId), isNull(messages.senderProfileId)),
      ),
    )
    .returning({ id: messages.id });
  return marked.reduce<number | undefined>(
    (max, row) => (max === undefined || row.id > max ? row.id : max),
    undefined,
  );
}

export async function findMessage(db: DbOrTx, conversationId: number, messageId: number) {
  const [row] = await db
    .select(MESSAGE_COLUMNS)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, messageId)))
    .limit(1);
  return row;
}

/** Oldest first; removed ones left out. */
export async function reportContext(db: DbOrTx, conversationId: number, messageId: number) {
  const rows = await db
    .select({
      senderProfileId: messages.senderProfileId,
      text: messages.text,
      createdAt: messages.createdAt,
      id: messages.id,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        lte(messages.id, messageId),
        eq(messages.removed, false),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(REPORT_CONTEXT_MESSAGES + 1);
  return rows.reverse();
}

export async function closeConversation(tx: DbOrTx, conversationId: number) {
  const closed = await tx
    .update(conversations)
    .set({ closedAt: sql`now()`, closedReason: 'closed' })
    .where(and(eq(conversations.id, conversationId), isNull(conversations.closedAt)))
    .returning({ id: conversations.id, a: conversations.profileAId, b: conversations.profileBId });
  return closed[0];
}

export async function unreadIn(db: DbOrTx, conversationId: number, profileId: number): Promise<number> {
  const { rows } = await db.execute<{ unread: number }>(sql`
    select count(*)::int as unread from ${messages} as m where m.conversation_id = ${conversationId}::int
      and m.read_at is null and not m.removed and m.sender_profile_id is distinct from ${profileId}::int`);
  return rows[0]?.unread ?? 0;
}
