import type { Readable } from 'node:stream';
import { type ExportedBiodata, STATUS_APPROVED } from '@varmala/shared';
import { and, asc, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  adminAuditLog,
  attachments,
  conversations,
  downloads,
  guardians,
  interests,
  messages,
  partnerPreferences,
  photos,
  profiles,
  reports,
  sessions,
  shareLinks,
  shortlists,
  subscriptions,
  unreachableReports,
  users,
} from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { type ZipEntry, zipStream } from '../../lib/zip-stream.js';
import { approvedNameOf } from '../access/review-after-approval.js';
import { listBlocks } from './list-blocks.js';

const other = alias(profiles, 'other');

const iso = (date: Date | null) => date?.toISOString() ?? null;
const extensionOf = (key: string) => key.slice(key.lastIndexOf('.'));

/** Under column names, so a column added later is exported too. */
function profileFields(row: typeof profiles.$inferSelect): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(profiles))) {
    const value = row[key as keyof typeof row];
    fields[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return fields;
}

/** A guardian's export names the profiles they run; each profile's own export is its data. */
async function familyOf(db: DbOrTx, userId: number) {
  const runs = await db
    .select({ user_id: guardians.profileUserId, mid: other.mid, name: other.name, role: guardians.role })
    .from(guardians)
    .leftJoin(other, eq(other.userId, guardians.profileUserId))
    .where(eq(guardians.guardianUserId, userId));
  const runBy = await db
    .select({ user_id: guardians.guardianUserId, role: guardians.role })
    .from(guardians)
    .where(eq(guardians.profileUserId, userId));
  return { runs, run_by: runBy };
}

async function accountOf(db: DbOrTx, userId: number) {
  const [account] = await db
    .select({
      user_id: users.id,
      mobile: users.mobile,
      user_name: users.userName,
      role: users.role,
      domain: users.domain,
      language: users.language,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new AppError('UNAUTHENTICATED', 'sessionExpired');
  const { createdAt, updatedAt, ...rest } = account;
  return { ...rest, created_at: iso(createdAt), updated_at: iso(updatedAt) };
}

/** Other members by id, and by the approved name where the site shows one. */
async function ledgersOf(db: DbOrTx, userId: number, profileId: number | null) {
  const [shortlist, reportsMade, downloadsMade, contactViews, subscriptionRows, sessionRows, audit] =
    await Promise.all([
      db
        .select({ mid: other.mid, addedAt: shortlists.createdAt, note: shortlists.note })
        .from(shortlists)
        .innerJoin(other, eq(other.id, shortlists.profileId))
        .where(eq(shortlists.userId, userId))
        .orderBy(desc(shortlists.createdAt)),
      db
        .select({
          mid: sql<string | null>`coalesce(${other.mid}, ${reports.profileMid})`,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
          createdAt: reports.createdAt,
          resolvedAt: reports.resolvedAt,
        })
        .from(reports)
        .leftJoin(other, eq(other.id, reports.profileId))
        .where(eq(reports.reporterId, userId))
        .orderBy(desc(reports.createdAt)),
      db
        .select({
          mid: sql<string | null>`coalesce(${other.mid}, ${downloads.profileMid})`,
          name: approvedNameOf(other),
          viewedAt: downloads.viewedAt,
        })
        .from(downloads)
        .leftJoin(other, eq(other.id, downloads.profileId))
        .where(eq(downloads.userId, userId))
        .orderBy(desc(downloads.viewedAt)),
      profileId === null
        ? Promise.resolve([])
        : db
            .select({
              mid: sql<string | null>`coalesce(${other.mid}, ${downloads.viewerMid})`,
              name: approvedNameOf(other),
              viewedAt: downloads.viewedAt,
            })
            .from(downloads)
            .leftJoin(other, eq(other.userId, downloads.userId))
            .where(eq(downloads.profileId, profileId))
            .orderBy(desc(downloads.viewedAt)),
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.id)),
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
      db
        .select({
          action: adminAuditLog.action,
          before: adminAuditLog.before,
          after: adminAuditLog.after,
          createdAt: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .where(
          or(
            and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, String(userId))),
            profileId === null
              ? undefined
              : and(eq(adminAuditLog.targetType, 'profile'), eq(adminAuditLog.targetId, String(profileId))),
          ),
        )
        .orderBy(asc(adminAuditLog.id)),
    ]);
  return {
    shortlist: shortlist.map((row) => ({ mid: row.mid, added_at: iso(row.addedAt), note: row.note })),
    blocks: (await listBlocks(db, userId)).rows.map(({ mid, name, blocked_at }) => ({
      mid,
      name,
      blocked_at,
    })),
    reports_made: reportsMade.map((row) => ({
      mid: row.mid,
      reason: row.reason,
      details: row.details,
      status: row.status,
      created_at: iso(row.createdAt),
      resolved_at: iso(row.resolvedAt),
    })),
    downloads_made: downloadsMade.map((row) => ({
      mid: row.mid,
      name: row.name,
      viewed_at: iso(row.viewedAt),
    })),
    who_downloaded_mine: contactViews.map((row) => ({
      mid: row.mid,
      name: row.name,
      viewed_at: iso(row.viewedAt),
    })),
    subscriptions: subscriptionRows.map((row) => ({
      subscription_id: row.id,
      total_download: row.totalDownload,
      current_download: row.currentDownload,
      start_date: iso(row.startDate),
      end_date: iso(row.endDate),
    })),
    sessions: sessionRows.map((row) => ({
      started_at: iso(row.createdAt),
      ends_at: iso(row.expiresAt),
      logged_out_at: iso(row.revokedAt),
    })),
    operator_actions: audit.map((row) => ({
      action: row.action,
      at: iso(row.createdAt),
      before: row.before,
      after: row.after,
    })),
  };
}

async function interestsOf(db: DbOrTx, userId: number, profileId: number | null) {
  const [preferences] = await db
    .select()
    .from(partnerPreferences)
    .where(eq(partnerPreferences.userId, userId));
  const unreachable = await db
    .select({
      mid: sql<string | null>`coalesce(${other.mid}, ${unreachableReports.profileMid})`,
      reason: unreachableReports.reason,
      status: unreachableReports.status,
      createdAt: unreachableReports.createdAt,
      resolvedAt: unreachableReports.resolvedAt,
    })
    .from(unreachableReports)
    .leftJoin(other, eq(other.id, unreachableReports.profileId))
    .where(eq(unreachableReports.reporterId, userId))
    .orderBy(desc(unreachableReports.createdAt));
  const rows =
    profileId === null
      ? []
      : await db
          .select({
            senderProfileId: interests.senderProfileId,
            mid: other.mid,
            status: interests.status,
            template: interests.template,
            declineTemplate: interests.declineTemplate,
            sentAt: interests.sentAt,
            answeredAt: interests.answeredAt,
          })
          .from(interests)
          .innerJoin(
            other,
            or(
              and(eq(interests.senderProfileId, profileId), eq(other.id, interests.receiverProfileId)),
              and(eq(interests.receiverProfileId, profileId), eq(other.id, interests.senderProfileId)),
            ),
          )
          .orderBy(desc(interests.sentAt));
  return {
    interests: rows.map((row) => ({
      direction: row.senderProfileId === profileId ? 'sent' : 'received',
      mid: row.mid,
      status: row.status,
      template: row.template,
      answer_template: row.declineTemplate,
      sent_at: iso(row.sentAt),
      answered_at: iso(row.answeredAt),
    })),
    partner_preferences: preferences
      ? {
          from_age: preferences.fromAge,
          to_age: preferences.toAge,
          community: preferences.community,
          state: preferences.state,
          education: preferences.education,
          marital_status: preferences.maritalStatus,
          horoscope_match: preferences.horoscopeMatch,
        }
      : null,
    unreachable_numbers_reported: unreachable.map((row) => ({
      mid: row.mid,
      reason: row.reason,
      status: row.status,
      created_at: iso(row.createdAt),
      resolved_at: iso(row.resolvedAt),
    })),
  };
}

/** Messages as stored: contact details masked, removed ones empty. */
async function conversationsOf(db: DbOrTx, profileId: number | null) {
  if (profileId === null) return [];
  const rows = await db
    .select({
      id: conversations.id,
      mid: other.mid,
      createdAt: conversations.createdAt,
      closedAt: conversations.closedAt,
      closedReason: conversations.closedReason,
    })
    .from(conversations)
    .leftJoin(
      other,
      sql`${other.id} = case when ${conversations.profileAId} = ${profileId}::int
        then ${conversations.profileBId} else ${conversations.profileAId} end`,
    )
    .where(or(eq(conversations.profileAId, profileId), eq(conversations.profileBId, profileId)))
    .orderBy(asc(conversations.id));
  const written =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(
            sql`${messages.conversationId} in (${sql.join(
              rows.map((row) => sql`${row.id}::int`),
              sql`, `,
            )})`,
          )
          .orderBy(asc(messages.id));
  return rows.map((row) => ({
    with_mid: row.mid,
    opened_at: iso(row.createdAt),
    closed_at: iso(row.closedAt),
    closed_reason: row.closedReason,
    messages: written
      .filter((message) => message.conversationId === row.id)
      .map((message) => ({
        from_me: message.senderProfileId === profileId,
        sent_by: message.sentBy,
        text: message.text,
        sent_at: iso(message.createdAt),
        read_at: iso(message.readAt),
        masked: message.masked,
        warning: message.warning,
        removed: message.removed,
      })),
  }));
}

/** Only a hash of each link is stored, never the link. */
async function biodataOf(
  db: DbOrTx,
  profile: typeof profiles.$inferSelect,
  now = new Date(),
): Promise<ExportedBiodata> {
  const links = await db
    .select({
      id: shareLinks.id,
      kind: shareLinks.kind,
      createdAt: shareLinks.createdAt,
      expiresAt: shareLinks.expiresAt,
    })
    .from(shareLinks)
    .where(eq(shareLinks.profileId, profile.id))
    .orderBy(desc(shareLinks.id));
  const shown = profile.status === STATUS_APPROVED && !profile.paused;
  return {
    settings: {
      show_birth_time: profile.biodataBirthTime,
      show_chart: profile.biodataChart,
      contact: profile.biodataContact,
      guardian_mobile: profile.biodataGuardianMobile,
      printed_lists_consent: profile.printedListsConsent,
    },
    share_links: links.map((link) => ({
      id: link.id,
      kind: link.kind,
      created_at: link.createdAt.toISOString(),
      expires_at: link.expiresAt.toISOString(),
      state: link.expiresAt <= now ? 'expired' : shown ? 'working' : 'on_hold',
    })),
  };
}

/**
 * Everything the site holds of the member, as a ZIP: `profile.json` and the full-size files. Other
 * members appear by member id, and by approved name only where the site shows it anyway.
 */
export async function exportMyData(db: DbOrTx, storage: MediaStorage, userId: number): Promise<Readable> {
  const account = await accountOf(db, userId);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const profileId = profile?.id ?? null;
  const [photoRows, fileRows] =
    profileId === null
      ? [[], []]
      : await Promise.all([
          db.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(asc(photos.id)),
          db
            .select()
            .from(attachments)
            .where(eq(attachments.profileId, profileId))
            .orderBy(asc(attachments.id)),
        ]);
  const photoFiles = photoRows.map((row, i) => ({
    row,
    name: `photos/photo-${i + 1}${extensionOf(row.urlKey)}`,
  }));
  const horoscopeFiles = fileRows.map((row, i) => ({
    row,
    name: `horoscope/horoscope-${i + 1}${extensionOf(row.storageKey)}`,
  }));
  const document = {
    exported_at: new Date().toISOString(),
    account,
    profile: profile ? profileFields(profile) : null,
    email: profile
      ? {
          address: profile.email,
          verified: profile.emailVerifiedAt !== null,
          verified_at: iso(profile.emailVerifiedAt),
        }
      : null,
    photos: photoFiles.map(({ row, name }) => ({
      file: name,
      caption: row.caption,
      approved: row.approved,
      uploaded_at: iso(row.createdAt),
    })),
    horoscope_files: horoscopeFiles.map(({ row, name }) => ({ file: name, uploaded_at: iso(row.createdAt) })),
    biodata: profile ? await biodataOf(db, profile) : null,
    ...(await ledgersOf(db, userId, profileId)),
    ...(await interestsOf(db, userId, profileId)),
    family: await familyOf(db, userId),
    conversations: await conversationsOf(db, profileId),
  };

  const fileEntry = (name: string, key: string): ZipEntry => ({
    name,
    open: async () => (await storage.get(key))?.body,
  });
  return zipStream([
    {
      name: 'profile.json',
      deflate: true,
      open: async () => new TextEncoder().encode(`${JSON.stringify(document, null, 2)}\n`),
    },
    ...photoFiles.map(({ row, name }) => fileEntry(name, row.urlKey)),
    ...horoscopeFiles.map(({ row, name }) => fileEntry(name, row.storageKey)),
  ]);
}
