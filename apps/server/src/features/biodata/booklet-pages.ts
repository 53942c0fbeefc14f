import type { Domain, Language } from '@varmala/shared';
import { drawLine, type TextStyle, widthOf } from './draw-text.js';
import type { Biodata } from './load.js';
import { A4, drawCard, newDocument } from './render.js';
import { BIODATA_TEXTS, SITE_NAMES } from './texts.js';

const MARGIN = 36;

/** What a booklet prints, read from the database beforehand: each profile's biodata but its photo. */
export interface BookletContents {
  domain: Domain;
  lang: Language;
  operatorNumber: string | undefined;
  publicUrl: string;
  /** In the order printed, by member id. */
  profiles: Omit<Biodata, 'photo'>[];
}

/**
 * Draws the operator's booklet for a gathering: a title page, an index by member id and name, then
 * two biodata a page, each with the site's own number as its contact. `photoOf` gives the printable
 * photo of the profile at an index, asked for as its card is drawn.
 */
export async function drawBooklet(
  contents: BookletContents,
  photoOf: (index: number) => Promise<Buffer | null>,
): Promise<Buffer> {
  const { profiles } = contents;
  const t = BIODATA_TEXTS[contents.lang];
  const site = SITE_NAMES[contents.lang][contents.domain];
  const { doc, finish } = newDocument(`${site} · ${t.bookletTitle}`);

  // Title page.
  doc.addPage();
  const title: TextStyle = { size: 34, bold: true, color: '#9b1c31' };
  const centred = (text: string, y: number, style: TextStyle) =>
    drawLine(doc, text, (A4.width - widthOf(doc, text, style)) / 2, y, style);
  centred(site, 300, title);
  centred(t.bookletTitle, 350, { size: 22 });
  centred(t.bookletSubtitle(profiles.length), 390, { size: 14, color: '#52606d' });
  if (contents.operatorNumber) centred(`${t.contactOperator}: ${contents.operatorNumber}`, 430, { size: 12 });

  // Index: member id and name, 40 lines a page, with the page each profile is on.
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
      drawLine(doc, `${profile.name} ${profile.surname}`, MARGIN + 90, y, { size: 10 });
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
