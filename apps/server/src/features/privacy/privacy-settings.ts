import type { PrivacySettings, UpdatePrivacyRequest } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { basicDetailsMissing } from '../access/ownership.js';
import { endBroadcastLinks } from '../access/printed-lists.js';

const settingsColumns = {
  paused: profiles.paused,
  photoVisibility: profiles.photoVisibility,
  publicDobListing: profiles.publicDobListing,
  contactVisibility: profiles.contactVisibility,
  printedListsConsent: profiles.printedListsConsent,
  showActivity: profiles.showActivity,
  pausedFor: profiles.pausedFor,
};

function toSettings(row: {
  paused: boolean;
  photoVisibility: PrivacySettings['photo_visibility'];
  publicDobListing: boolean;
  contactVisibility: PrivacySettings['contact_visibility'];
  printedListsConsent: boolean;
  showActivity: boolean;
  pausedFor: PrivacySettings['paused_for'];
}): PrivacySettings {
  return {
    paused: row.paused,
    photo_visibility: row.photoVisibility,
    public_dob_listing: row.publicDobListing,
    contact_visibility: row.contactVisibility,
    printed_lists: row.printedListsConsent,
    show_activity: row.showActivity,
    paused_for: row.pausedFor,
  };
}

export async function readPrivacy(db: DbOrTx, userId: number): Promise<PrivacySettings> {
  const [row] = await db.select(settingsColumns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!row) throw basicDetailsMissing();
  return toSettings(row);
}

/** Pausing changes nothing else (status, featured, shortlists), so unpausing brings it back as it was. */
export async function updatePrivacy(
  db: DbOrTx,
  userId: number,
  change: UpdatePrivacyRequest,
): Promise<PrivacySettings> {
  const [row] = await db
    .update(profiles)
    .set({
      ...(change.paused !== undefined ? { paused: change.paused } : {}),
      ...(change.photo_visibility !== undefined ? { photoVisibility: change.photo_visibility } : {}),
      ...(change.public_dob_listing !== undefined ? { publicDobListing: change.public_dob_listing } : {}),
      ...(change.contact_visibility !== undefined ? { contactVisibility: change.contact_visibility } : {}),
      ...(change.printed_lists !== undefined ? { printedListsConsent: change.printed_lists } : {}),
      ...(change.show_activity !== undefined ? { showActivity: change.show_activity } : {}),
      // Paused again by the member: the pause is theirs now, whatever paused it before.
      ...(change.paused === true ? { pausedFor: 'member' as const } : {}),
    })
    .where(eq(profiles.userId, userId))
    .returning(settingsColumns);
  if (!row) throw basicDetailsMissing();
  if (change.printed_lists === false) await endBroadcastLinks(db, userId);
  return toSettings(row);
}
