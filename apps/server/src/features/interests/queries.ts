import {
  ASK_AGAIN_AFTER_DECLINE_DAYS,
  type Gender,
  INTEREST_EXPIRY_DAYS,
  type InterestBox,
  PAGE_SIZE,
  type SentBy,
} from '@varmala/shared';
import { and, count, desc, eq, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { interests, profiles } from '../../db/schema.js';
import { BADGES_OF_ROW } from '../access/badges.js';
import { STATUS_AS_READ } from '../access/interest-with-viewer.js';
import { MARS_HOUSES_OF_ROW } from '../access/mars-houses.js';
import { ageInYears } from '../access/profile-rows.js';
import type { StoredChart } from '../access/viewer-matches.js';
import type { PhotoViewer } from '../access/what-they-see.js';
import { photosFor } from '../access/what-they-see.js';

const EXPIRY = sql.raw(`interval '${INTEREST_EXPIRY_DAYS} days'`);
const ASK_AGAIN_AFTER = sql.raw(`interval '${ASK_AGAIN_AFTER_DECLINE_DAYS} days'`);

/** Sent less than 30 days ago. */
export const IS_WAITING = and(
  eq(interests.status, 'sent'),
  sql`${interests.sentAt} >= now() - ${EXPIRY}`,
) as SQL;

const ofPair = (a: number, b: number) =>
  or(
    and(eq(interests.senderProfileId, a), eq(interests.receiverProfileId, b)),
    and(eq(interests.senderProfileId, b), eq(interests.receiverProfileId, a)),
  ) as SQL;

/**
 * Locked when asked, so a member's sends queue and each counts the ones before. `no key update` lets
 * the other family's key-share lock through: two families sending each other one at once cannot deadlock.
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

export interface SendingChecks {
  target: { id: number; gender: Gender } & StoredChart;
  open: { senderProfileId: number; status: 'sent' | 'accepted' } | undefined;
  declinedRecently: boolean;
  /** Withdrawn ones too. */
  sentToday: number;
}

/**
 * Run after the sender's profile is locked, so its snapshot counts the sends committed before. An
 * interest unanswered for 30 days is marked expired on the way, freeing the open pair's unique index
 * slot for the insert that follows.
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
    birth_star: string | null;
    padham: number | null;
    raasi: string | null;
    mars_houses: number | null;
    open_sender: number | null;
    open_status: 'sent' | 'accepted' | null;
    declined_recently: boolean;
    sent_today: number;
  }>(sql`
    with set_aside as (
      update ${interests} set status = 'expired'
      where ${and(ofPair(sender, receiver), eq(interests.status, 'sent'), sql`${interests.sentAt} < now() - ${EXPIRY}`)}
    )
    select ${profiles.id} as id, ${profiles.gender} as gender, ${profiles.birthStar} as birth_star,
      ${profiles.padham} as padham, ${profiles.raasi} as raasi, ${MARS_HOUSES_OF_ROW} as mars_houses,
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
    target: {
      id: row.id,
      gender: row.gender,
      birthStar: row.birth_star,
      padham: row.padham,
      raasi: row.raasi,
      marsHouses: row.mars_houses === null ? null : Number(row.mars_houses),
    },
    open:
      row.open_sender === null || row.open_status === null
        ? undefined
        : { senderProfileId: row.open_sender, status: row.open_status },
    declinedRecently: row.declined_recently,
    sentToday: Number(row.sent_today),
  };
}

/** Undefined when the pair has an open one already (the unique index). */
export async function insertInterest(
  tx: DbOrTx,
  sender: number,
  receiver: number,
  template: string,
  sentBy: SentBy = 'candidate',
  eventId: number | null = null,
) {
  const [row] = await tx
    .insert(interests)
    .values({ senderProfileId: sender, receiverProfileId: receiver, template, sentBy, eventId })
    .onConflictDoNothing()
    .returning({ id: interests.id });
  return row;
}

/** The other profile is the outer `profiles`, so `visible` applies to it. */
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

/** Undefined when answered meanwhile. */
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

function boxCondition(box: InterestBox, own: number): SQL {
  const received = and(eq(interests.receiverProfileId, own), eq(profiles.id, interests.senderProfileId));
  const sent = and(eq(interests.senderProfileId, own), eq(profiles.id, interests.receiverProfileId));
  if (box === 'received') return and(received, ne(interests.status, 'withdrawn')) as SQL;
  if (box === 'sent') return sent as SQL;
  return and(or(received, sent), eq(interests.status, 'accepted')) as SQL;
}

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
      eventName: sql<
        string | null
      >`(select e.name from melava_events as e where e.id = ${interests.eventId})`,
      sentBy: interests.sentBy,
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

export function waitingForCount(db: DbOrTx, own: number | Placeholder, visible: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(interests)
    .innerJoin(profiles, eq(profiles.id, interests.senderProfileId))
    .where(and(eq(interests.receiverProfileId, own), IS_WAITING, visible));
}

/** Since a moment, or ever when it is null. */
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
