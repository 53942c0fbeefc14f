import { type Domain, formatDate, type Language, type StageOrder, siteName } from '@varmala/shared';
import { A4, newDocument } from '../../lib/pdf/document.js';
import { drawLine, type TextStyle, widthOf, wrap } from '../../lib/pdf/draw-text.js';
import { MELAVA_TEXTS } from './texts.js';

/** A candidate as the stage order prints them, in the order they go up. */
export interface StageCandidate {
  number: number;
  name: string;
  gender: 'Male' | 'Female';
  age: number;
  education: string;
  work: string;
  city: string;
}

/** What the stage order prints, read from the database beforehand. */
export interface StageOrderContents {
  domain: Domain;
  lang: Language;
  order: StageOrder;
  event: { name: string; startsAt: string; place: string };
  /** Only those who came, once the doors opened; else every confirmed candidate. */
  checkedInOnly: boolean;
  candidates: StageCandidate[];
}

const MARGIN = 36;
const ROW = 22;
const ACCENT = '#9b1c31';
const MUTED = '#52606d';

/** The columns: where each starts and how wide it is. */
const COLUMNS = [
  { key: 'position', x: MARGIN, width: 34 },
  { key: 'number', x: MARGIN + 34, width: 44 },
  { key: 'name', x: MARGIN + 78, width: 150 },
  { key: 'age', x: MARGIN + 228, width: 34 },
  { key: 'education', x: MARGIN + 262, width: 100 },
  { key: 'work', x: MARGIN + 362, width: 100 },
  { key: 'city', x: MARGIN + 462, width: A4.width - 2 * MARGIN - 462 },
] as const;

/** The stage order: a heading, then one line per candidate, as many pages as it takes. */
export async function drawStageOrder(contents: StageOrderContents): Promise<Buffer> {
  const t = MELAVA_TEXTS[contents.lang];
  const site = siteName(contents.domain, contents.lang);
  const { doc, finish } = newDocument(`${contents.event.name} · ${t.stageOrder}`, site);
  const cell = (text: string, column: (typeof COLUMNS)[number], y: number, style: TextStyle) => {
    const [line] = wrap(doc, text || '-', column.width - 4, style, 1);
    drawLine(doc, line ?? '', column.x, y, style);
  };
  const header: Record<(typeof COLUMNS)[number]['key'], string> = {
    position: t.position,
    number: t.number,
    name: t.name,
    age: t.age,
    education: t.education,
    work: t.work,
    city: t.city,
  };
  const perPage = Math.floor((A4.height - 2 * MARGIN - 120) / ROW);
  const pages = Math.max(1, Math.ceil(contents.candidates.length / perPage));
  for (let page = 0; page < pages; page += 1) {
    doc.addPage();
    let y = MARGIN + 24;
    if (page === 0) {
      drawLine(doc, contents.event.name, MARGIN, y, { size: 18, bold: true, color: ACCENT });
      y += 24;
      const when = `${formatDate(contents.event.startsAt, contents.lang, 'long')} · ${contents.event.place}`;
      drawLine(doc, wrap(doc, when, A4.width - 2 * MARGIN, { size: 11 }, 1)[0] ?? '', MARGIN, y, {
        size: 11,
        color: MUTED,
      });
      y += 24;
      const title = `${t.stageOrder}: ${t.orderBy[contents.order]}`;
      drawLine(doc, title, MARGIN, y, { size: 14, bold: true });
      const count = `${contents.checkedInOnly ? t.checkedInOnly : t.allConfirmed} · ${t.candidates(contents.candidates.length)}`;
      drawLine(doc, count, A4.width - MARGIN - widthOf(doc, count, { size: 10 }), y, {
        size: 10,
        color: MUTED,
      });
      y += 12;
    }
    y += 16;
    for (const column of COLUMNS)
      cell(header[column.key], column, y, { size: 10, bold: true, color: ACCENT });
    doc
      .moveTo(MARGIN, y + 6)
      .lineTo(A4.width - MARGIN, y + 6)
      .lineWidth(0.5)
      .stroke('#c5ccd3');
    const slice = contents.candidates.slice(page * perPage, (page + 1) * perPage);
    slice.forEach((candidate, i) => {
      const rowY = y + ROW * (i + 1);
      const position = page * perPage + i + 1;
      const style: TextStyle = { size: 10 };
      cell(String(position), COLUMNS[0], rowY, style);
      cell(String(candidate.number), COLUMNS[1], rowY, { size: 10, bold: true });
      cell(
        `${candidate.name} (${candidate.gender === 'Female' ? t.bride : t.groom})`,
        COLUMNS[2],
        rowY,
        style,
      );
      cell(String(candidate.age), COLUMNS[3], rowY, style);
      cell(candidate.education, COLUMNS[4], rowY, style);
      cell(candidate.work, COLUMNS[5], rowY, style);
      cell(candidate.city, COLUMNS[6], rowY, style);
    });
  }
  return finish();
}
