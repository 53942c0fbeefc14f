import { z } from 'zod';
import type { Domain } from '../../domains.js';
import { biodataSettingsSchema, shareLinkSchema } from '../biodata/biodata.js';

/**
 * `GET /api/me/export` answers a ZIP file, not JSON: `profile.json` and the member's photo and
 * horoscope files. The schema only documents it; the body is sent as it is.
 */
export const exportResponseSchema = z
  .string()
  .describe(
    'application/zip: profile.json (the account, every profile field, the biodata settings and share links, the ledgers) and the photo and horoscope files',
  );

/** The export's file name, after the member's own site: tamilmala-my-data.zip on the Tamil site. */
export function exportFileName(domain: Domain): string {
  return `${domain}-my-data.zip`;
}

/**
 * What a shared biodata link is now: it opens the biodata (`working`), its 14 days are over
 * (`expired`), or it opens nothing while the profile is paused or not Approved, and works again when
 * the profile is shown again within its 14 days (`on_hold`). A link the member stopped is gone.
 */
export const EXPORTED_SHARE_LINK_STATES = ['working', 'expired', 'on_hold'] as const;

/**
 * `biodata` in `profile.json`: what the member chose to print (and to appear in printed booklets),
 * and every share link still kept, by when it was made and when it ends. The site keeps only a hash
 * of each link, so the address itself is not in the export; the dates are those of the member's
 * Biodata tab.
 */
export const exportedBiodataSchema = z.object({
  // The choices as stored; what they print depends on the site's contacts at the time.
  settings: biodataSettingsSchema
    .pick({ show_birth_time: true, show_chart: true, contact: true, guardian_mobile: true })
    .extend({ printed_lists_consent: z.boolean() }),
  share_links: z.array(shareLinkSchema.extend({ state: z.enum(EXPORTED_SHARE_LINK_STATES) })),
});
export type ExportedBiodata = z.infer<typeof exportedBiodataSchema>;
