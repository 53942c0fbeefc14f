import type { PrivacySettings, UpdatePrivacyRequest } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { basicDetailsMissing } from '../profiles/ownership.js';

const settingsColumns = {
  paused: profiles.paused,
  photoVisibility: profiles.photoVisibility,
  publicDobListing: profiles.publicDobListing,
  contactVisibility: profiles.contactVisibility,
  printedListsConsent: profiles.printedListsConsent,
};

function toSettings(row: {
  paused: boolean;
  photoVisibility: PrivacySettings['photo_visibility'];
  publicDobListing: boolean;
  contactVisibility: PrivacySettings['contact_visibility'];
  printedListsConsent: boolean;
}): PrivacySettings {
  return {
    paused: row.paused,
    photo_visibility: row.photoVisibility,
    public_dob_listing: row.publicDobListing,
    contact_visibility: row.contactVisibility,
    printed_lists: row.printedListsConsent,
  };
}

/**
 * `GET /api/me/privacy`: whether my profile is paused, who sees my photos, whether the public page
 * lists it, and who may download my mobiles.
 */
export async function readPrivacy(db: DbOrTx, userId: number): Promise<PrivacySettings> {
  const [row] = await db.select(settingsColumns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!row) throw basicDetailsMissing();
  return toSettings(row);
}

/**
 * `POST /api/me/privacy`: any of the settings. Pausing changes nothing else of the profile
 * (status, featured, shortlists), so unpausing brings it back as it was.
 */
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
    })
    .where(eq(profiles.userId, userId))
    .returning(settingsColumns);
  if (!row) throw basicDetailsMissing();
  return toSettings(row);
}
