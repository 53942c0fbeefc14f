import { type BroadcastText, type Domain, type Language, siteName } from '@varmala/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import {
  PRINTABLE,
  type PrintedContact,
  type SiteContact,
  siteContactShown,
} from '../access/printed-lists.js';
import { ageOn } from './load.js';
import { broadcastLinkUrl } from './share-links.js';
import { optionLabel } from './texts.js';

/** Creation where no approval time was kept. */
const approvedOn = sql<Date>`coalesce(${profiles.approvedAt}, ${profiles.createdAt})`;

/** One WhatsApp message, read on a phone. */
export const BROADCAST_MAX_PROFILES = 100;

interface BroadcastTexts {
  title: (site: string, count: number) => string;
  years: (age: number) => string;
  none: string;
  /** The site's contact, never a family's. */
  footer: Record<'whatsapp' | 'email' | 'site', (value: string) => string>;
}

const TEXTS: Readonly<Record<Language, BroadcastTexts>> = {
  en: {
    title: (site, count) => `${site}: ${count} new profiles this week`,
    years: (age) => `${age} yrs`,
    none: 'No new profiles this week.',
    footer: {
      whatsapp: (number) => `To know more, message the office on WhatsApp: ${number}`,
      email: (address) => `To know more, write to the office: ${address}`,
      site: (url) => `To know more, see the profiles on the site: ${url}`,
    },
  },
  mr: {
    title: (site, count) => `${site}: या आठवड्यातील ${count} नवीन प्रोफाइल`,
    years: (age) => `${age} वर्षे`,
    none: 'या आठवड्यात नवीन प्रोफाइल नाहीत.',
    footer: {
      whatsapp: (number) => `अधिक माहितीसाठी विवाह मंडळ कार्यालयाला व्हॉट्सॲपवर संदेश पाठवा: ${number}`,
      email: (address) => `अधिक माहितीसाठी विवाह मंडळ कार्यालयाला ई-मेल करा: ${address}`,
      site: (url) => `अधिक माहितीसाठी संकेतस्थळावर प्रोफाइल पाहा: ${url}`,
    },
  },
  ta: {
    title: (site, count) => `${site}: இந்த வாரம் ${count} புதிய சுயவிவரங்கள்`,
    years: (age) => `${age} வயது`,
    none: 'இந்த வாரம் புதிய சுயவிவரங்கள் இல்லை.',
    footer: {
      whatsapp: (number) => `மேலும் அறிய, தகவல் மையத்துக்கு வாட்ஸ்அப்பில் செய்தி அனுப்புங்கள்: ${number}`,
      email: (address) => `மேலும் அறிய, தகவல் மையத்துக்கு மின்னஞ்சல் அனுப்புங்கள்: ${address}`,
      site: (url) => `மேலும் அறிய, இணையதளத்தில் சுயவிவரங்களைப் பாருங்கள்: ${url}`,
    },
  },
};

function footerOf(t: BroadcastTexts, contact: PrintedContact): string {
  const kind = contact.kind === 'email' || contact.kind === 'whatsapp' ? contact.kind : 'site';
  return t.footer[kind](contact.value);
}

/**
 * Profiles approved in the last seven days. Only families who agreed to printed lists get a link
 * (`broadcastLinkUrl`). Nothing a family keeps private: no name, no number, no birth details.
 */
export async function broadcastText(
  db: DbOrTx,
  request: { domain: Domain; lang: Language },
  sources: { publicUrl: string; site: SiteContact; linkSecret: string },
  now = new Date(),
): Promise<BroadcastText> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const rows = await db
    .select({
      id: profiles.id,
      mid: profiles.mid,
      dateOfBirth: profiles.dateOfBirth,
      city: profiles.city,
      education: profiles.education,
      birthStar: profiles.birthStar,
      agreed: profiles.printedListsConsent,
    })
    .from(profiles)
    .where(and(eq(profiles.domain, request.domain), PRINTABLE, gte(approvedOn, weekAgo)))
    .orderBy(asc(approvedOn), asc(profiles.id))
    .limit(BROADCAST_MAX_PROFILES);

  const t = TEXTS[request.lang];
  const site = siteName(request.domain, request.lang);
  const lines = [t.title(site, rows.length), ''];
  let links = 0;
  for (const row of rows) {
    const facts = [
      row.mid,
      t.years(ageOn(row.dateOfBirth, now)),
      row.city,
      optionLabel(request.lang, 'education', row.education),
      optionLabel(request.lang, 'birthStar', row.birthStar),
    ].filter((fact): fact is string => Boolean(fact?.trim()));
    lines.push(`• ${facts.join(' · ')}`);
    const link = row.agreed
      ? await broadcastLinkUrl(db, row.id, { publicUrl: sources.publicUrl, secret: sources.linkSecret }, now)
      : null;
    if (link) {
      lines.push(`  ${link}`);
      links += 1;
    }
  }
  if (rows.length === 0) lines.push(t.none);
  lines.push('', footerOf(t, siteContactShown(sources.site)));
  return { text: lines.join('\n'), profiles: rows.length, links };
}
