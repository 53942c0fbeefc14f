import type { BiodataSettings, SaveBiodataSettingsRequest } from '@varmala/shared';
import { saveBiodataSettingsRequestSchema } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { basicDetailsMissing } from '../profiles/ownership.js';

const columns = {
  showBirthTime: profiles.biodataBirthTime,
  contact: profiles.biodataContact,
  guardianMobile: profiles.biodataGuardianMobile,
};

const toSettings = (row: {
  showBirthTime: boolean;
  contact: BiodataSettings['contact'];
  guardianMobile: string | null;
}) => ({
  show_birth_time: row.showBirthTime,
  contact: row.contact,
  guardian_mobile: row.guardianMobile,
});

export async function readBiodataSettings(db: DbOrTx, userId: number): Promise<BiodataSettings> {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!row) throw basicDetailsMissing();
  return toSettings(row);
}

/** What the member chose to print; a guardian's number is kept even while another contact is chosen. */
export async function saveBiodataSettings(
  db: DbOrTx,
  userId: number,
  request: SaveBiodataSettingsRequest,
): Promise<BiodataSettings> {
  const body = saveBiodataSettingsRequestSchema.parse(request);
  const [row] = await db
    .update(profiles)
    .set({
      biodataBirthTime: body.show_birth_time,
      biodataContact: body.contact,
      ...(body.guardian_mobile !== undefined ? { biodataGuardianMobile: body.guardian_mobile } : {}),
    })
    .where(eq(profiles.userId, userId))
    .returning(columns);
  if (!row) throw basicDetailsMissing();
  return toSettings(row);
}
