import { type BroadcastText, type Domain, type Language, STATUS_APPROVED } from '@varmala/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { ageOn } from './load.js';
import { shareLinkUrlOfProfile } from './share-links.js';
import { optionLabel, SITE_NAMES } from './texts.js';

/** When a profile became listable: its approval, or its creation where no approval time was kept. */
const approvedOn = sql<Date>`coalesce(${profiles.approvedAt}, ${profiles.createdAt})`;

/** A broadcast lists at most this many profiles: one WhatsApp message, read on a phone. */
export const BROADCAST_MAX_PROFILES = 100;

interface BroadcastTexts {
  title: (site: string, count: number) => string;
  years: (age: number) => string;
  none: string;
  footer: (number: string) => string;
}

const TEXTS: Readonly<Record<Language, BroadcastTexts>> = {
  en: {
    title: (site, count) => `${site}: ${count} new profiles this week`,
    years: (age) => `${age} yrs`,
    none: 'No new profiles this week.',
    footer: (number) => `To know more, message the office on WhatsApp: ${number}`,
  },
  mr: {
    title: (site, count) => `${site}: या आठवड्यातील ${count} नवीन प्रोफाइल`,
    years: (age) => `${age} वर्षे`,
    none: 'या आठवड्यात नवीन प्रोफाइल नाहीत.',
    footer: (number) => `अधिक माहितीसाठी विवाह मंडळ कार्यालयाला व्हॉट्सॲपवर संदेश पाठवा: ${number}`,
  },
  ta: {
    title: (site, count) => `${site}: இந்த வாரம் ${count} புதிய சுயவிவரங்கள்`,
    years: (age) => `${age} வயது`,
    none: 'இந்த வாரம் புதிய சுயவிவரங்கள் இல்லை.',
    footer: (number) => `மேலும் அறிய, தகவல் மையத்துக்கு வாட்ஸ்அப்பில் செய்தி அனுப்புங்கள்: ${number}`,
  },
};

/**
 * The operator's message to the community's broadcast list: the profiles of a site approved in the
 * last seven days (real members, Approved and not paused), each as member id, age, city, education
 * and star. A profile whose family agreed to printed lists also gets a link to its biodata, made for
 * this message (the family sees it among their links and can stop it); the others are listed without
 * one. Nothing a family keeps private is in it: no name, no number, no birth details.
 */
export async function broadcastText(
  db: DbOrTx,
  request: { domain: Domain; lang: Language },
  sources: { publicUrl: string; operatorNumber: string | undefined },
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
    .where(
      and(
        eq(profiles.domain, request.domain),
        eq(profiles.status, STATUS_APPROVED),
        eq(profiles.paused, false),
        eq(profiles.demo, false),
        gte(approvedOn, weekAgo),
      ),
    )
    .orderBy(asc(approvedOn), asc(profiles.id))
    .limit(BROADCAST_MAX_PROFILES);

  const t = TEXTS[request.lang];
  const site = SITE_NAMES[request.lang][request.domain];
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
    const link = row.agreed ? await shareLinkUrlOfProfile(db, row.id, sources.publicUrl) : null;
    if (link) {
      lines.push(`  ${link}`);
      links += 1;
    }
  }
  if (rows.length === 0) lines.push(t.none);
  if (sources.operatorNumber) lines.push('', t.footer(sources.operatorNumber));
  return { text: lines.join('\n'), profiles: rows.length, links };
}
