import {
  ASK_AGAIN_AFTER_DECLINE_DAYS,
  type Gender,
  INTEREST_EXPIRY_DAYS,
  type InterestBox,
  type InterestStatusName,
  PAGE_SIZE,
} from '@varmala/shared';
import { and, count, desc, eq, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { interests, profiles } from '../../db/schema.js';
import type { PhotoViewer } from '../access/what-they-see.js';
import { photosFor } from '../access/what-they-see.js';
import { ageInYears } from '../search/profile-item.js';
import { BADGES_OF_ROW } from '../verification/badges.js';

const EXPIRY = sql.raw(`interval '${INTEREST_EXPIRY_DAYS} days'`);
const ASK_AGAIN_AFTER = sql.raw(`interval '${ASK_AGAIN_AFTER_DECLINE_DAYS} days'`);

/** Still waiting for an answer: sent, less than 30 days ago. */
export const IS_WAITING = and(
  eq(interests.status, 'sent'),
  sql`${interests.sentAt} >= now() - ${EXPIRY}`,
) as SQL;

/** The status a member reads: a `sent` row unanswered for 30 days reads as expired (nothing rewrites it). */
export const STATUS_AS_READ = sql<InterestStatusName>`case when ${interests.status} = 'sent'
  and ${interests.sentAt} < now() - ${EXPIRY} then 'expired' else ${interests.status} end`;

/** The two profiles of an interest, whichever sent it. */
const ofPair = (a: number, b: number) =>
  or(
    and(eq(interests.senderProfileId, a), eq(interests.receiverProfileId, b)),
    and(eq(interests.senderProfileId, b), eq(interests.receiverProfileId, a)),
  ) as SQL;

/**
 * The member's own profile as sending and answering interests need it; locked when asked, so the
 * member's sends queue and each counts the ones before it. `no key update`: an interest written to
 * this profile by the other family meanwhile only takes a key-share lock on it (its foreign key),
 * which this lock lets through, so two families sending each other one at once cannot deadlock.
 */
export async function findOwnProfile(db: DbOrTx, profileId: number, forUpdate = false) {
  const query = db
    .select({ id: profiles.id, status: profiles.status, paused: profiles.paused, gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  const [row] = await (forUpdate ? query.for('no key update') : query);
  return row;
}

/** What sending an interest must know of the pair, read in one statement (`sendingChecks`). */
export interface SendingChecks {
  target: { id: number; gender: Gender };
  /** The pair's open interest (waiting or accepted), if any. */
  open: { senderProfileId: number; status: 'sent' | 'accepted' } | undefined;
  /** The receiver declined an interest of the sender in the last 90 days. */
  declinedRecently: boolean;
  /** Interests the sender sent in the last 24 hours, withdrawn ones too. */
  sentToday: number;
}

/**
 * One statement for every check of a send, run after the sender's profile is locked (so its fresh
 * snapshot counts the sender's sends committed before): the receiving profile as `visible` lets the
 * sender see it (none: undefined), the pair's open interest, a recent decline and the day's count.
 * The pair's interest left unanswered for 30 days is marked expired on the way, which frees the slot
 * of the open pair's unique index for the insert that follows; the open one is read as `IS_WAITING`
 * reads it, so that row is not counted as open either.
 */
export async function sendingChecks(
  tx: DbOrTx,
  sender: number,
  receiver: number,
  visible: SQL | undefined,
): Promise<SendingChecks | undefined> {
  const { rows } = await tx.execute<{
    id: number;
    gender: Gender;
    open_sender: number | null;
    open_status: 'sent' | 'accepted' | null;
    declined_recently: boolean;
    sent_today: number;
  }>(sql`
    with set_aside as (
      update ${interests} set status = 'expired'
      where ${and(ofPair(sender, receiver), eq(interests.status, 'sent'), sql`${interests.sentAt} < now() - ${EXPIRY}`)}
    )
    select ${profiles.id} as id, ${profiles.gender} as gender,
      open.sender_profile_id as open_sender, open.status as open_status,
      exists (
        select 1 from ${interests}
        where ${interests.senderProfileId} = ${sender} and ${interests.receiverProfileId} = ${receiver}
          and ${interests.status} = 'declined' and ${interests.answeredAt} >= now() - ${ASK_AGAIN_AFTER}
      ) as declined_recently,
      (
        select count(*)::int from ${interests}
        where ${interests.senderProfileId} = ${sender} and ${interests.sentAt} > now() - interval '1 day'
      ) as sent_today
    from ${profiles}
    left join lateral (
      select ${interests.senderProfileId} as sender_profile_id, ${interests.status} as status
      from ${interests}
      where ${ofPair(sender, receiver)} and (${interests.status} = 'accepted' or ${IS_WAITING})
      limit 1
    ) as open on true
    where ${and(eq(profiles.id, receiver), visible)}`);
  const [row] = rows;
  if (!row) return undefined;
  return {
    target: { id: row.id, gender: row.gender },
    open:
      row.open_sender === null || row.open_status === null
        ? undefined
        : { senderProfileId: row.open_sender, status: row.open_status },
    declinedRecently: row.declined_recently,
    sentToday: Number(row.sent_today),
  };
}

/** Writes the interest; undefined when the pair has an open one already (the unique index). */
export async function insertInterest(tx: DbOrTx, sender: number, receiver: number, template: string) {
  const [row] = await tx
    .insert(interests)
    .values({ senderProfileId: sender, receiverProfileId: receiver, template })
    .onConflictDoNothing()
    .returning({ id: interests.id });
  return row;
}

/**
 * The interest as one of its two members reads it: the other profile is the outer `profiles`, so
 * `visible` (the who-sees-whom rule for the reader) applies to it.
 */
export async function findInterestOf(
  db: DbOrTx,
  ownProfileId: number,
  interestId: number,
  visible: SQL | undefined,
) {
  const [row] = await db
    .select({
      id: interests.id,
      senderProfileId: interests.senderProfileId,
      receiverProfileId: interests.receiverProfileId,
      status: STATUS_AS_READ,
    })
    .from(interests)
    .innerJoin(
      profiles,
      or(
        and(eq(interests.senderProfileId, ownProfileId), eq(profiles.id, interests.receiverProfileId)),
        and(eq(interests.receiverProfileId, ownProfileId), eq(profiles.id, interests.senderProfileId)),
      ),
    )
    .where(and(eq(interests.id, interestId), visible))
    .limit(1);
  return row;
}

/** Sets a waiting interest's status; undefined when it is no longer waiting (answered meanwhile). */
export async function answerInterest(
  tx: DbOrTx,
  interestId: number,
  change: { status: 'accepted' | 'declined' | 'withdrawn'; declineTemplate?: string | null },
) {
  const [row] = await tx
    .update(interests)
    .set({
      status: change.status,
      declineTemplate: change.declineTemplate ?? null,
      ...(change.status === 'withdrawn' ? {} : { answeredAt: sql`now()` }),
    })
    .where(and(eq(interests.id, interestId), IS_WAITING))
    .returning({ id: interests.id, status: interests.status });
  return row;
}

/** Which interests a box holds, the member's own profile being `own`. */
function boxCondition(box: InterestBox, own: number): SQL {
  const received = and(eq(interests.receiverProfileId, own), eq(profiles.id, interests.senderProfileId));
  const sent = and(eq(interests.senderProfileId, own), eq(profiles.id, interests.receiverProfileId));
  if (box === 'received') return and(received, ne(interests.status, 'withdrawn')) as SQL;
  if (box === 'sent') return sent as SQL;
  return and(or(received, sent), eq(interests.status, 'accepted')) as SQL;
}

/** A page of a box, newest first, and its count; the other profile must be `visible` to the member. */
export async function interestBoxPage(
  db: DbOrTx,
  box: InterestBox,
  own: number,
  visible: SQL | undefined,
  photos: { viewer: PhotoViewer; allowed: boolean },
  page: number,
) {
  const where = and(boxCondition(box, own), visible);
  const rows = db
    .select({
      id: interests.id,
      senderProfileId: interests.senderProfileId,
      profileId: profiles.id,
      mid: profiles.mid,
      name: profiles.name,
      age: ageInYears,
      city: profiles.city,
      photos: photosFor(photos.viewer, photos.allowed, false),
      badges: BADGES_OF_ROW,
      status: STATUS_AS_READ,
      template: interests.template,
      declineTemplate: interests.declineTemplate,
      sentAt: interests.sentAt,
      answeredAt: interests.answeredAt,
    })
    .from(interests)
    .innerJoin(profiles, sql`true`)
    .where(where)
    .orderBy(desc(interests.sentAt), desc(interests.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const counted = db.select({ n: count() }).from(interests).innerJoin(profiles, sql`true`).where(where);
  const [found, [total]] = await Promise.all([rows, counted]);
  return { rows: found, count: total?.n ?? 0 };
}

/** The latest interest between the member's profile and another, either way; for the profile view. */
export async function latestInterestBetween(db: DbOrTx, own: number, other: number) {
  const [row] = await db
    .select({ id: interests.id, senderProfileId: interests.senderProfileId, status: STATUS_AS_READ })
    .from(interests)
    .where(ofPair(own, other))
    .orderBy(desc(interests.sentAt), desc(interests.id))
    .limit(1);
  return row;
}

/** Interests received that wait for the member's answer: a count, for a statement to hold. */
export function waitingForCount(db: DbOrTx, own: number | Placeholder, visible: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(interests)
    .innerJoin(profiles, eq(profiles.id, interests.senderProfileId))
    .where(and(eq(interests.receiverProfileId, own), IS_WAITING, visible));
}

/**
 * The member's interests answered (accepted or declined) since a moment, or ever when it is null:
 * a count, as above.
 */
export function answeredSinceCount(
  db: DbOrTx,
  own: number | Placeholder,
  since: Placeholder,
  visible: SQL | undefined,
) {
  return db
    .select({ n: count() })
    .from(interests)
    .innerJoin(profiles, eq(profiles.id, interests.receiverProfileId))
    .where(
      and(
        eq(interests.senderProfileId, own),
        inArray(interests.status, ['accepted', 'declined']),
        sql`(${since}::timestamptz is null or ${interests.answeredAt} >= ${since}::timestamptz)`,
        visible,
      ),
    );
}
