import { createHash, randomBytes } from 'node:crypto';
import {
  type Domain,
  type NewShareLink,
  SHARE_LINK_DAYS,
  type ShareLinkList,
  STATUS_APPROVED,
} from '@varmala/shared';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles, shareLinks } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { shareableTo } from '../access/who-sees-whom.js';

/** Links a member may have working at once. */
export const MAX_SHARE_LINKS = 10;

const DAY_MS = 86_400_000;

/** What the database keeps of a link's token: a stolen copy of the table opens no biodata. */
export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page a link opens. */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/b/${token}`;
}

/** Profiles whose biodata a link may show: Approved and not paused (erasure removes the links). */
const shareable = and(eq(profiles.status, STATUS_APPROVED), eq(profiles.paused, false));

/** A new link of 14 days to a member's biodata: 192 random bits, of which only the hash is stored. */
export async function createShareLink(
  db: DbOrTx,
  userId: number,
  publicUrl: string,
  now = new Date(),
): Promise<NewShareLink> {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), shareable))
    .limit(1);
  if (!profile) throw new AppError('CONFLICT', 'shareNeedsApproved');
  const [working] = await db
    .select({ links: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.profileId, profile.id), gt(shareLinks.expiresAt, now)));
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

/** A member's links still working, newest first. */
export async function listShareLinks(db: DbOrTx, userId: number, now = new Date()): Promise<ShareLinkList> {
  const rows = await db
    .select({ id: shareLinks.id, createdAt: shareLinks.createdAt, expiresAt: shareLinks.expiresAt })
    .from(shareLinks)
    .innerJoin(profiles, eq(profiles.id, shareLinks.profileId))
    .where(and(eq(profiles.userId, userId), gt(shareLinks.expiresAt, now)))
    .orderBy(desc(shareLinks.id));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })),
    count: rows.length,
  };
}

/** Stops one of my links; another member's link answers 404, like a missing one. */
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

/**
 * The profile a link shows, while the link works and the profile may be shown (`shareableTo`: not a
 * demo member on a site of `demosApartOn`); else undefined (404).
 */
export async function profileIdOfToken(
  db: DbOrTx,
  token: string,
  demosApartOn: readonly Domain[],
  now = new Date(),
): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const [row] = await db
    .select({ id: profiles.id })
    .from(shareLinks)
    .innerJoin(profiles, eq(profiles.id, shareLinks.profileId))
    .where(
      and(
        eq(shareLinks.tokenHash, hashOfToken(token)),
        gt(shareLinks.expiresAt, now),
        shareableTo(demosApartOn),
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * A link to a profile's biodata for a message the operator sends (a WhatsApp broadcast), or null
 * when the profile may not be shared. Only hashes of the links are kept, so an earlier link cannot
 * be read back: each call makes a new link of 14 days, which the member sees and can stop.
 */
export async function shareLinkUrlOfProfile(
  db: DbOrTx,
  profileId: number,
  publicUrl: string,
): Promise<string | null> {
  const [profile] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), shareable))
    .limit(1);
  if (!profile) return null;
  try {
    return (await createShareLink(db, profile.userId, publicUrl)).url;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
