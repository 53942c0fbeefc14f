import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { profiles, shareLinks } from '../../db/schema.js';
import { SHOWN_TO_OTHERS } from './who-sees-whom.js';

// The member's consent to printed and broadcast lists promises "the office's number is printed as
// contact, never yours, and never your time of birth". Without an office number: its e-mail, else the site.

export const agreedToPrintedLists: SQL = eq(profiles.printedListsConsent, true);

/** Never a demo member: its published password makes it no family to send round a community. */
export const PRINTABLE: SQL = and(SHOWN_TO_OTHERS, eq(profiles.demo, false)) as SQL;

export function inPrintedListsOf(domain: AuthUser['domain']): SQL {
  return and(eq(profiles.domain, domain), PRINTABLE, agreedToPrintedLists) as SQL;
}

/** WhatsApp number, else support e-mail; one for every site. */
export type OfficeContact = { kind: 'whatsapp' | 'email'; value: string };

export interface SiteContact {
  office: OfficeContact | null;
  address: string;
}

export function siteContactOf(config: {
  whatsappNumber: string | undefined;
  supportEmail: string | undefined;
  publicUrl: string;
}): SiteContact {
  const office: OfficeContact | null = config.whatsappNumber
    ? { kind: 'whatsapp', value: config.whatsappNumber }
    : config.supportEmail
      ? { kind: 'email', value: config.supportEmail }
      : null;
  return { office, address: config.publicUrl };
}

/** Never empty: where no number may print, the site's address. */
export type PrintedContact = {
  kind: OfficeContact['kind'] | 'guardian' | 'own' | 'site';
  value: string;
};

/** Never a number of a family's. */
export function siteContactShown(site: SiteContact): PrintedContact {
  return site.office ?? { kind: 'site', value: site.address };
}

export interface ChosenFacts {
  birthTime: string | null;
  /** Tells the birth time to within hours. */
  chart: object | null;
  contact: PrintedContact;
}

export function asPrintedListShows<T extends ChosenFacts>(facts: T, site: SiteContact): T {
  return { ...facts, birthTime: null, chart: null, contact: siteContactShown(site) };
}

/** A link already sent round a group does not come back if the family agrees again later. */
export async function endBroadcastLinks(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(shareLinks)
    .where(
      and(
        eq(shareLinks.kind, 'broadcast'),
        inArray(
          shareLinks.profileId,
          db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId)),
        ),
      ),
    );
}
