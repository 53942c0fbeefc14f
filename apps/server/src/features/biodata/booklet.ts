import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { type BookletRequest, bookletRequestSchema, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { drawLine, type TextStyle, widthOf } from './draw-text.js';
import { biodataOf, findBiodataRows, photoOf } from './load.js';
import { A4, drawCard, newDocument } from './render.js';
import { BIODATA_TEXTS, SITE_NAMES } from './texts.js';

type Filters = z.output<typeof bookletRequestSchema>;

const MARGIN = 36;

/** The birth dates of members aged `age` and more (at least) or at most, today. */
function bornBy(age: number, oldest: boolean): string {
  const today = new Date();
  const year = today.getUTCFullYear() - age - (oldest ? 1 : 0);
  const date = new Date(Date.UTC(year, today.getUTCMonth(), today.getUTCDate() + (oldest ? 1 : 0)));
  return date.toISOString().slice(0, 10);
}

/** Approved profiles of the site that agreed to printed lists, filtered as asked, by member id. */
function whereOf(filters: Filters): SQL | undefined {
  return and(
    eq(profiles.domain, filters.domain),
    eq(profiles.status, STATUS_APPROVED),
    eq(profiles.paused, false),
    eq(profiles.printedListsConsent, true),
    filters.gender ? eq(profiles.gender, filters.gender) : undefined,
    filters.state ? eq(profiles.state, filters.state) : undefined,
    filters.from_age != null ? lte(profiles.dateOfBirth, bornBy(filters.from_age, false)) : undefined,
    filters.to_age != null ? gte(profiles.dateOfBirth, bornBy(filters.to_age, true)) : undefined,
  );
}

export interface BookletSources {
  db: DbOrTx;
  storage: MediaStorage;
  operatorNumber: string | undefined;
  publicUrl: string;
}

/**
 * The operator's booklet for a gathering: a title page, an index by member id and name, then two
 * biodata a page, each with the site's own number as its contact. Drawing yields to other requests
 * after each profile, so searches go on while a long booklet is made.
 */
export async function renderBooklet(sources: BookletSources, request: BookletRequest): Promise<Buffer> {
  const filters = bookletRequestSchema.parse(request);
  const rows = (await findBiodataRows(sources.db, whereOf(filters))).sort(
    (a, b) => a.profileId - b.profileId,
  );
  const t = BIODATA_TEXTS[filters.lang];
  const site = SITE_NAMES[filters.lang][filters.domain];
  const { doc, finish } = newDocument(`${site} · ${t.bookletTitle}`);

  // Title page.
  doc.addPage();
  const title: TextStyle = { size: 34, bold: true, color: '#9b1c31' };
  const centred = (text: string, y: number, style: TextStyle) =>
    drawLine(doc, text, (A4.width - widthOf(doc, text, style)) / 2, y, style);
  centred(site, 300, title);
  centred(t.bookletTitle, 350, { size: 22 });
  centred(t.bookletSubtitle(rows.length), 390, { size: 14, color: '#52606d' });
  if (sources.operatorNumber) centred(`${t.contactOperator}: ${sources.operatorNumber}`, 430, { size: 12 });

  // Index: member id and name, 40 lines a page, with the page each profile is on.
  const perIndexPage = 40;
  const indexPages = Math.max(1, Math.ceil(rows.length / perIndexPage));
  const firstProfilePage = 2 + indexPages;
  for (let page = 0; page < indexPages; page += 1) {
    doc.addPage();
    drawLine(doc, t.index, MARGIN, MARGIN + 20, { size: 18, bold: true, color: '#9b1c31' });
    const slice = rows.slice(page * perIndexPage, (page + 1) * perIndexPage);
    slice.forEach((row, i) => {
      const y = MARGIN + 56 + i * 18;
      const number = page * perIndexPage + i;
      drawLine(doc, row.mid, MARGIN, y, { size: 10, bold: true });
      drawLine(doc, `${row.name} ${row.surname}`, MARGIN + 90, y, { size: 10 });
      const at = String(firstProfilePage + Math.floor(number / 2));
      drawLine(doc, at, A4.width - MARGIN - widthOf(doc, at, { size: 10 }), y, {
        size: 10,
        color: '#52606d',
      });
    });
  }

  const half = (A4.height - 2 * MARGIN) / 2;
  for (const [i, row] of rows.entries()) {
    if (i % 2 === 0) doc.addPage();
    const bio = {
      ...biodataOf(row, 'booklet', sources.operatorNumber),
      photo: await photoOf(sources.db, sources.storage, row, false),
    };
    drawCard(
      doc,
      bio,
      { x: MARGIN, y: MARGIN + (i % 2) * half, width: A4.width - 2 * MARGIN, height: half - 6 },
      {
        language: filters.lang,
        profileUrl: `${sources.publicUrl}/profile/view/${row.profileId}`,
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
    await yieldToOthers();
  }
  return finish();
}
