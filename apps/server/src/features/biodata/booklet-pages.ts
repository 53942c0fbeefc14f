import { type Domain, displayName, type Language, siteName } from '@varmala/shared';
import { A4, newDocument } from '../../lib/pdf/document.js';
import { drawLine, type TextStyle, widthOf } from '../../lib/pdf/draw-text.js';
import type { PrintedContact } from '../access/printed-lists.js';
import type { Biodata } from './load.js';
import { contactLine, drawCard } from './render.js';
import { BIODATA_TEXTS } from './texts.js';

const MARGIN = 36;

/** Everything but the photos, read beforehand. */
export interface BookletContents {
  domain: Domain;
  lang: Language;
  siteContact: PrintedContact;
  publicUrl: string;
  /** By member id. */
  profiles: Omit<Biodata, 'photo'>[];
}

/** Each card with the site's own contact, never a family's number; photos asked for as cards are drawn. */
export async function drawBooklet(
  contents: BookletContents,
  photoOf: (index: number) => Promise<Buffer | null>,
): Promise<Buffer> {
  const { profiles } = contents;
  const t = BIODATA_TEXTS[contents.lang];
  const site = siteName(contents.domain, contents.lang);
  const { doc, finish } = newDocument(`${site} · ${t.bookletTitle}`, site);

  doc.addPage();
  const title: TextStyle = { size: 34, bold: true, color: '#9b1c31' };
  const centred = (text: string, y: number, style: TextStyle) =>
    drawLine(doc, text, (A4.width - widthOf(doc, text, style)) / 2, y, style);
  centred(site, 300, title);
  centred(t.bookletTitle, 350, { size: 22 });
  centred(t.bookletSubtitle(profiles.length), 390, { size: 14, color: '#52606d' });
  const contact = contactLine(contents.siteContact, contents.lang);
  centred(`${contact.label}: ${contact.text}`, 430, { size: 12 });

  const perIndexPage = 40;
  const indexPages = Math.max(1, Math.ceil(profiles.length / perIndexPage));
  const firstProfilePage = 2 + indexPages;
  for (let page = 0; page < indexPages; page += 1) {
    doc.addPage();
    drawLine(doc, t.index, MARGIN, MARGIN + 20, { size: 18, bold: true, color: '#9b1c31' });
    const slice = profiles.slice(page * perIndexPage, (page + 1) * perIndexPage);
    slice.forEach((profile, i) => {
      const y = MARGIN + 56 + i * 18;
      const number = page * perIndexPage + i;
      drawLine(doc, profile.mid, MARGIN, y, { size: 10, bold: true });
      drawLine(doc, displayName(profile, profile.domain), MARGIN + 90, y, { size: 10 });
      const at = String(firstProfilePage + Math.floor(number / 2));
      drawLine(doc, at, A4.width - MARGIN - widthOf(doc, at, { size: 10 }), y, {
        size: 10,
        color: '#52606d',
      });
    });
  }

  const half = (A4.height - 2 * MARGIN) / 2;
  for (const [i, profile] of profiles.entries()) {
    if (i % 2 === 0) doc.addPage();
    drawCard(
      doc,
      { ...profile, photo: await photoOf(i) },
      { x: MARGIN, y: MARGIN + (i % 2) * half, width: A4.width - 2 * MARGIN, height: half - 6 },
      {
        language: contents.lang,
        profileUrl: `${contents.publicUrl}/profile/view/${profile.profileId}`,
        scale: 0.78,
      },
    );
    if (i % 2 === 0) {
      doc
        .moveTo(MARGIN, MARGIN + half)
        .lineTo(A4.width - MARGIN, MARGIN + half)
        .dash(3, { space: 3 })
        .lineWidth(0.5)
        .strokeColor('#9aa5b1')
        .stroke()
        .undash();
    }
  }
  return finish();
}
