import type { BiodataContact } from '@varmala/shared';
import type { PrintedContact, SiteContact } from '../access/printed-lists.js';

export function contactChoicesOf(site: SiteContact): BiodataContact[] {
  return site.office ? ['operator', 'guardian', 'own'] : ['guardian', 'own'];
}

/** Without an office WhatsApp or e-mail, the member's own number prints (also for a guardian without one). */
export function contactInEffect(
  chosen: BiodataContact,
  guardianMobile: string | null,
  site: SiteContact,
): BiodataContact {
  if (chosen === 'guardian' && !guardianMobile) return site.office ? 'operator' : 'own';
  if (chosen === 'operator' && !site.office) return 'own';
  return chosen;
}

/** Never empty: the site's address where a profile has no number at all. */
export function memberContactOf(
  row: { biodataContact: BiodataContact; biodataGuardianMobile: string | null; mobiles: string[] },
  site: SiteContact,
): PrintedContact {
  const choice = contactInEffect(row.biodataContact, row.biodataGuardianMobile, site);
  if (choice === 'operator' && site.office) return site.office;
  if (choice === 'guardian' && row.biodataGuardianMobile)
    return { kind: 'guardian', value: row.biodataGuardianMobile };
  const own = row.mobiles[0];
  return own ? { kind: 'own', value: own } : { kind: 'site', value: site.address };
}
