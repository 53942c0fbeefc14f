import {
  displayName,
  type FieldDeclaration,
  formatDate,
  formatHeight,
  formatStoredBirthTime,
  type Language,
  siteName,
  subCasteOf,
} from '@varmala/shared';
import { fieldLabel } from '@varmala/shared/field-labels';
import type PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { BirthPositions } from '../../lib/birth-sky/birth-chart.js';
import { raasiChart, SITE_CHART_STYLE } from '../../lib/birth-sky/raasi-chart.js';
import { A4, drawQr, newDocument } from '../../lib/pdf/document.js';
import { drawLine, type TextStyle, widthOf, wrap } from '../../lib/pdf/draw-text.js';
import type { PrintedContact } from '../access/printed-lists.js';
import { type Biodata, PRINTED_SECTIONS } from './load.js';
import { BIODATA_TEXTS, type BiodataTexts, optionLabel } from './texts.js';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 40;
const ACCENT = '#9b1c31';
const MUTED = '#52606d';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardOptions {
  language: Language;
  profileUrl: string;
  /** 1 for a page of its own, less for the booklet's two a page. */
  scale: number;
}

export function printablePhoto(stored: Buffer): Promise<Buffer> {
  return sharp(stored).resize(360, 480, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
}

/** The site's name and the member id, faint and slanted across the card. */
function drawWatermark(doc: Doc, text: string, box: Box, scale: number): void {
  const style: TextStyle = { size: 54 * scale, bold: true, color: '#000000' };
  const width = widthOf(doc, text, style);
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  doc.save();
  doc.opacity(0.06);
  doc.rotate(-30, { origin: [centreX, centreY] });
  drawLine(doc, text, centreX - width / 2, centreY + style.size / 3, style);
  doc.restore();
  doc.opacity(1);
}

type Part = 'top' | 'family' | 'horoscope';
type Value = Biodata['fields'][string];

interface Written {
  label?: (t: BiodataTexts) => string;
  value: (bio: Biodata, language: Language, t: BiodataTexts) => string | null;
}

/** Fields families read in an order of their own, and rows that join fields; the rest follow as declared. */
function layout(bio: Biodata, language: Language, t: BiodataTexts) {
  const f = bio.fields;
  const text = (name: string) => (f[name] === null || f[name] === undefined ? null : String(f[name]));
  const option = (name: string) => writtenValue(bio, name, language, t);
  const joined = (...values: (string | null)[]) => values.filter(Boolean).join(', ') || null;
  const parent = (name: string, alive: string, occupation: string) => {
    const named = text(name);
    if (!named) return null;
    return joined(f[alive] === false ? `${t.late} ${named}` : named, text(occupation));
  };
  const siblings = (total: string, married: string) => {
    const count = f[total] as number | null;
    const wed = f[married] as number | null;
    return count === null ? null : wed ? `${count} (${t.married(wed)})` : String(count);
  };
  const rows: Record<Part, [name: string, written: Written | null, joins?: string[]][]> = {
    top: [
      ['date_of_birth', { label: (t) => t.age, value: () => t.years(bio.age) }],
      ['height', null],
      ['education', { value: () => joined(option('education'), text('education_desc')) }, ['education_desc']],
      ['profession', { value: () => joined(option('profession'), text('position')) }, ['position']],
      ['work_location', null],
    ],
    family: [
      [
        'father_name',
        { value: () => parent('father_name', 'father_alive', 'father_occupation') },
        ['father_alive', 'father_occupation'],
      ],
      [
        'mother_name',
        { value: () => parent('mother_name', 'mother_alive', 'mother_occupation') },
        ['mother_alive', 'mother_occupation'],
      ],
      ['brothers', { value: () => siblings('brothers', 'brothers_married') }, ['brothers_married']],
      ['sisters', { value: () => siblings('sisters', 'sisters_married') }, ['sisters_married']],
      ['family_status', null],
      ['community', null],
      // The Tamil site's sub-caste; elsewhere the surname is printed with the name only.
      ['surname', { value: () => option('surname') }],
      ['gothram', null],
    ],
    horoscope: [
      ['birth_star', null],
      ['raasi', null],
      ['padham', null],
      ['birth_place', null],
      ['birth_time', { value: () => bio.birthTime && formatStoredBirthTime(bio.birthTime, language) }],
    ],
  };
  return rows;
}

const PART_OF_SECTION: readonly Part[] = ['top', 'top', 'top', 'family', 'horoscope'];

function declared(name: string) {
  for (const [i, section] of PRINTED_SECTIONS.entries()) {
    const field = (section.fields as Record<string, FieldDeclaration | undefined>)[name];
    if (field) return { field, part: PART_OF_SECTION[i] as Part };
  }
  throw new Error(`${name} is not a declared field`);
}

function writtenValue(bio: Biodata, name: string, language: Language, t: BiodataTexts): string | null {
  const { control } = declared(name).field;
  const value: Value = name === 'surname' ? subCasteOf(bio, bio.domain) : (bio.fields[name] ?? null);
  if (value === null || value === '') return null;
  switch (control.kind) {
    case 'choice':
    case 'site-list':
      return optionLabel(language, control.labels, String(value));
    case 'yes-no':
      return value ? t.yes : t.no;
    case 'height':
      return formatHeight(value as number, language, { withCm: true });
    case 'date':
      return formatDate(String(value), language, 'long');
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

export function rowsOf(bio: Biodata, language: Language): { heading: string; rows: [string, string][] }[] {
  const t = BIODATA_TEXTS[language];
  const placed = layout(bio, language, t);
  const labelOf = (name: string) => {
    const key = name === 'surname' ? 'profile.basic.subCaste' : declared(name).field.label;
    return fieldLabel(language, key, bio.domain);
  };
  const used = new Set([
    'name',
    ...Object.values(placed).flatMap((rows) => rows.flatMap(([name, , joins = []]) => [name, ...joins])),
  ]);
  const printed: string[] = PRINTED_SECTIONS.flatMap((section) => section.shownIn('biodata'));
  const headings: Record<Part, string> = { top: '', family: t.family, horoscope: t.horoscope };
  return (Object.keys(placed) as Part[]).map((part) => {
    const rows: [string, string | null][] = placed[part]
      .filter(([name]) => printed.includes(name))
      .map(([name, written]) => [
        written?.label ? written.label(t) : labelOf(name),
        written ? written.value(bio, language, t) : writtenValue(bio, name, language, t),
      ]);
    for (const name of printed) {
      if (!used.has(name) && declared(name).part === part)
        rows.push([labelOf(name), writtenValue(bio, name, language, t)]);
    }
    return {
      heading: headings[part],
      rows: rows.filter((row): row is [string, string] => Boolean(row[1])),
    };
  });
}

export function contactLine(contact: PrintedContact, language: Language): { label: string; text: string } {
  const t = BIODATA_TEXTS[language];
  const whose = {
    whatsapp: `${t.contactOperator}: `,
    email: `${t.contactOfficeEmail}: `,
    guardian: `${t.contactGuardian}: `,
    own: '',
    site: '',
  }[contact.kind];
  return { label: contact.kind === 'site' ? t.contactSite : t.contact, text: `${whose}${contact.value}` };
}

/** The same drawing as the chart's SVG, with the PDF's own lines and text. */
function drawChart(
  doc: Doc,
  sky: BirthPositions,
  domain: Biodata['domain'],
  language: Language,
  at: { x: number; y: number; size: number },
): void {
  const drawing = raasiChart(sky, SITE_CHART_STYLE[domain], language);
  const k = at.size / drawing.size;
  doc.save().lineWidth(0.8).strokeColor(ACCENT).lineCap('round');
  for (const [x1, y1, x2, y2] of drawing.lines) {
    doc
      .moveTo(at.x + x1 * k, at.y + y1 * k)
      .lineTo(at.x + x2 * k, at.y + y2 * k)
      .stroke();
  }
  doc.restore();
  for (const { x, y, text, size, bold } of drawing.texts) {
    const style: TextStyle = { size: size * k, ...(bold ? { bold } : {}) };
    const width = widthOf(doc, text, style);
    // Centred as the SVG's text is: the baseline a third of the size below the point.
    drawLine(doc, text, at.x + x * k - width / 2, at.y + y * k + (size * k) / 3, style);
  }
}

export function drawCard(doc: Doc, bio: Biodata, box: Box, options: CardOptions): void {
  const { language, scale } = options;
  const t = BIODATA_TEXTS[language];
  const site = siteName(bio.domain, language);
  drawWatermark(doc, `${site} · ${bio.mid}`, box, scale);

  const pad = 16 * scale;
  const left = box.x + pad;
  const right = box.x + box.width - pad;
  let y = box.y + pad;

  const small: TextStyle = { size: 10 * scale, color: MUTED };
  drawLine(doc, `${site} · ${t.title}`, left, y + small.size, small);
  const midWidth = widthOf(doc, bio.mid, { ...small, bold: true });
  drawLine(doc, bio.mid, right - midWidth, y + small.size, { ...small, bold: true, color: ACCENT });
  y += small.size + 14 * scale;
  const nameStyle: TextStyle = { size: 22 * scale, bold: true, color: ACCENT };
  drawLine(doc, displayName(bio, bio.domain), left, y + nameStyle.size, nameStyle);
  y += nameStyle.size + 12 * scale;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(ACCENT).stroke();
  y += 12 * scale;

  const photoWidth = 120 * scale;
  const photoHeight = 160 * scale;
  const columnRight = right - photoWidth - 14 * scale;
  if (bio.photo) {
    doc.image(bio.photo, right - photoWidth, y, {
      fit: [photoWidth, photoHeight],
      align: 'center',
      valign: 'center',
    });
  }
  const qrSize = 84 * scale;
  const qrTop = y + (bio.photo ? photoHeight + 14 * scale : 0);
  drawQr(doc, options.profileUrl, right - photoWidth + (photoWidth - qrSize) / 2, qrTop, qrSize);
  const caption: TextStyle = { size: 7.5 * scale, color: MUTED };
  for (const [i, line] of wrap(doc, t.scan, photoWidth, caption, 2).entries()) {
    const width = widthOf(doc, line, caption);
    drawLine(
      doc,
      line,
      right - photoWidth + (photoWidth - width) / 2,
      qrTop + qrSize + (i + 1) * 10 * scale,
      caption,
    );
  }

  const labelStyle: TextStyle = { size: 10 * scale, color: MUTED };
  const valueStyle: TextStyle = { size: 11 * scale };
  const labelWidth = 120 * scale;
  const lineHeight = 16 * scale;
  const valueWidth = columnRight - left - labelWidth;
  for (const section of rowsOf(bio, language)) {
    if (section.rows.length === 0) continue;
    if (section.heading) {
      y += 6 * scale;
      drawLine(doc, section.heading, left, y + 12 * scale, { size: 12 * scale, bold: true, color: ACCENT });
      y += 18 * scale;
    }
    for (const [label, value] of section.rows) {
      drawLine(doc, label, left, y + valueStyle.size, labelStyle);
      const lines = wrap(doc, value, valueWidth, valueStyle, scale < 1 ? 1 : 2);
      for (const [i, line] of lines.entries())
        drawLine(doc, line, left + labelWidth, y + valueStyle.size + i * lineHeight, valueStyle);
      y += lineHeight * lines.length + 2 * scale;
    }
  }

  const contact = contactLine(bio.contact, language);
  const contactStyle: TextStyle = { ...labelStyle, size: 11 * scale };
  const bottom = box.y + box.height - pad;
  if (bio.chart) {
    const size = Math.min(220 * scale, bottom - 40 * scale - y);
    if (size >= 120 * scale)
      drawChart(doc, bio.chart, bio.domain, language, { x: left, y: y + 12 * scale, size });
  }
  doc
    .moveTo(left, bottom - 22 * scale)
    .lineTo(right, bottom - 22 * scale)
    .lineWidth(0.5)
    .strokeColor('#cbd2d9')
    .stroke();
  drawLine(doc, `${contact.label}: `, left, bottom - 6 * scale, contactStyle);
  const offset = widthOf(doc, `${contact.label}: `, contactStyle);
  drawLine(doc, contact.text, left + offset, bottom - 6 * scale, { size: 11 * scale, bold: true });
}

export async function renderBiodata(bio: Biodata, options: Omit<CardOptions, 'scale'>): Promise<Buffer> {
  const t = BIODATA_TEXTS[options.language];
  const { doc, finish } = newDocument(`${t.title} ${bio.mid}`, siteName(bio.domain, options.language));
  doc.addPage();
  drawCard(
    doc,
    bio,
    { x: MARGIN, y: MARGIN, width: A4.width - 2 * MARGIN, height: A4.height - 2 * MARGIN },
    { ...options, scale: 1 },
  );
  return finish();
}
