import type { BiodataSettings, SaveBiodataSettingsRequest } from '@varmala/shared';
import { saveBiodataSettingsRequestSchema } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { basicDetailsMissing } from '../access/ownership.js';
import type { SiteContact } from '../access/printed-lists.js';
import { contactChoicesOf, contactInEffect, memberContactOf } from './contact.js';

const columns = {
  showBirthTime: profiles.biodataBirthTime,
  showChart: profiles.biodataChart,
  biodataContact: profiles.biodataContact,
  biodataGuardianMobile: profiles.biodataGuardianMobile,
  mobiles: profiles.mobiles,
};

/** The choices, the one in effect and what it prints (the member's own number is not repeated). */
function toSettings(
  row: {
    showBirthTime: boolean;
    showChart: boolean;
    biodataContact: BiodataSettings['contact'];
    biodataGuardianMobile: string | null;
    mobiles: string[];
  },
  site: SiteContact,
): BiodataSettings {
  const prints = memberContactOf(row, site);
  return {
    show_birth_time: row.showBirthTime,
    show_chart: row.showChart,
    contact: contactInEffect(row.biodataContact, row.biodataGuardianMobile, site),
    guardian_mobile: row.biodataGuardianMobile,
    choices: contactChoicesOf(site),
    office: site.office,
    prints: { kind: prints.kind, value: prints.kind === 'own' ? null : prints.value },
  };
}

export async function readBiodataSettings(
  db: DbOrTx,
  userId: number,
  site: SiteContact,
): Promise<BiodataSettings> {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!row) throw basicDetailsMissing();
  return toSettings(row, site);
}

/**
 * What the member chose to print; a guardian's number is kept even while another contact is chosen.
 * The office's contact may be chosen only where the office has one.
 */
export async function saveBiodataSettings(
  db: DbOrTx,
  userId: number,
  request: SaveBiodataSettingsRequest,
  site: SiteContact,
): Promise<BiodataSettings> {
  const body = saveBiodataSettingsRequestSchema.parse(request);
  if (!contactChoicesOf(site).includes(body.contact)) {
    throw new AppError('VALIDATION_FAILED', 'biodataNoOfficeContact', {
      fields: { contact: 'invalidValue' },
    });
  }
  const [row] = await db
    .update(profiles)
    .set({
      biodataBirthTime: body.show_birth_time,
      ...(body.show_chart !== undefined ? { biodataChart: body.show_chart } : {}),
      biodataContact: body.contact,
      ...(body.guardian_mobile !== undefined ? { biodataGuardianMobile: body.guardian_mobile } : {}),
    })
    .where(eq(profiles.userId, userId))
    .returning(columns);
  if (!row) throw basicDetailsMissing();
  return toSettings(row, site);
}
