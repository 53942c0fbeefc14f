import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  type Domain,
  type NewShareLink,
  SHARE_LINK_DAYS,
  type ShareLinkKind,
  type ShareLinkList,
} from '@varmala/shared';
import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles, shareLinks } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { agreedToPrintedLists, PRINTABLE } from '../access/printed-lists.js';
import { type OpenListReader, SHOWN_TO_OTHERS, shareableTo } from '../access/who-sees-whom.js';

/** Beside the one of the office's broadcast. */
export const MAX_SHARE_LINKS = 10;

const DAY_MS = 86_400_000;

/** A stolen copy of the table opens no biodata. */
export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/b/${token}`;
}

/** 14 days; 192 random bits, of which only the hash is stored. */
export async function createShareLink(
  db: DbOrTx,
  userId: number,
  publicUrl: string,
  now = new Date(),
): Promise<NewShareLink> {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), SHOWN_TO_OTHERS))
    .limit(1);
  if (!profile) throw new AppError('CONFLICT', 'shareNeedsApproved');
  const [working] = await db
    .select({ links: count() })
    .from(shareLinks)
    .where(
      and(eq(shareLinks.profileId, profile.id), eq(shareLinks.kind, 'member'), gt(shareLinks.expiresAt, now)),
    );
  if ((working?.links ?? 0) >= MAX_SHARE_LINKS) {
    throw new AppError('CONFLICT', 'tooManyShareLinks', { params: { links: MAX_SHARE_LINKS } });
  }
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS);
  const [row] = await db
    .insert(shareLinks)
    .values({ profileId: profile.id, tokenHash: hashOfToken(token), expiresAt, createdAt: now })
    .returning({ id: shareLinks.id });
  if (!row) throw new Error('share link not stored');
  return { id: row.id, url: shareUrl(publicUrl, token), expires_at: expiresAt.toISOString() };
}

export async function listShareLinks(db: DbOrTx, userId: number, now = new Date()): Promise<ShareLinkList> {
  const rows = await db
    .select({
      id: shareLinks.id,
      kind: shareLinks.kind,
      createdAt: shareLinks.createdAt,
      expiresAt: shareLinks.expiresAt,
    })
    .from(shareLinks)
    .innerJoin(profiles, eq(profiles.id, shareLinks.profileId))
    .where(and(eq(profiles.userId, userId), gt(shareLinks.expiresAt, now)))
    .orderBy(desc(shareLinks.id));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })),
    count: rows.length,
  };
}

/** Another member's link answers 404, like a missing one. */
export async function deleteShareLink(db: DbOrTx, userId: number, linkId: number): Promise<void> {
  const deleted = await db
    .delete(shareLinks)
    .where(
      and(
        eq(shareLinks.id, linkId),
        sql`${shareLinks.profileId} in (select ${profiles.id} from ${profiles} where ${profiles.userId} = ${userId})`,
      ),
    )
    .returning({ id: shareLinks.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'shareLinkNotFound');
}

/** A broadcast's link works only while the family agrees to printed lists. */
export async function sharedProfileOfToken(
  db: DbOrTx,
  token: string,
  open: { demosApartOn: readonly Domain[]; reader: OpenListReader },
  now = new Date(),
): Promise<{ profileId: number; kind: ShareLinkKind } | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const [row] = await db
    .select({ profileId: profiles.id, kind: shareLinks.kind })
    .from(shareLinks)
    .innerJoin(profiles, eq(profiles.id, shareLinks.profileId))
    .where(
      and(
        eq(shareLinks.tokenHash, hashOfToken(token)),
        gt(shareLinks.expiresAt, now),
        shareableTo(open.demosApartOn, open.reader),
        or(eq(shareLinks.kind, 'member'), agreedToPrintedLists),
      ),
    )
    .limit(1);
  return row;
}

/** Made again from its row: only its hash is stored, and every broadcast must give the same link. */
function broadcastToken(secret: string, profileId: number, createdAt: Date): string {
  return createHmac('sha256', secret)
    .update(`broadcast-link:${profileId}:${createdAt.getTime()}`)
    .digest()
    .subarray(0, 24)
    .toString('base64url');
}

/**
 * One per member at a time: each broadcast gives the same one and keeps it working 14 days more.
 * Opened, it shows what a printed list may show, not the member's own choice.
 */
export async function broadcastLinkUrl(
  db: DbOrTx,
  profileId: number,
  sources: { publicUrl: string; secret: string },
  now = new Date(),
): Promise<string | null> {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), PRINTABLE, agreedToPrintedLists))
    .limit(1);
  if (!profile) return null;
  const fresh = broadcastToken(sources.secret, profileId, now);
  const working = gt(shareLinks.expiresAt, now);
  const [row] = await db
    .insert(shareLinks)
    .values({
      profileId,
      kind: 'broadcast',
      tokenHash: hashOfToken(fresh),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS),
    })
    .onConflictDoUpdate({
      target: shareLinks.profileId,
      targetWhere: sql`kind = 'broadcast'`,
      set: {
        tokenHash: sql`case when ${working} then ${shareLinks.tokenHash} else excluded.token_hash end`,
        createdAt: sql`case when ${working} then ${shareLinks.createdAt} else excluded.created_at end`,
        expiresAt: sql`excluded.expires_at`,
      },
    })
    .returning({ id: shareLinks.id, tokenHash: shareLinks.tokenHash, createdAt: shareLinks.createdAt });
  if (!row) throw new Error('broadcast link not stored');
  const kept = broadcastToken(sources.secret, profileId, row.createdAt);
  if (hashOfToken(kept) === row.tokenHash) return shareUrl(sources.publicUrl, kept);
  // Made under another secret: it cannot be given again, so a new one takes its place.
  await db
    .update(shareLinks)
    .set({ tokenHash: hashOfToken(fresh), createdAt: now })
    .where(eq(shareLinks.id, row.id));
  return shareUrl(sources.publicUrl, fresh);
}
