import type { Language } from '@varmala/shared';
import { heightFt } from '@varmala/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { drawLine, registerFonts, type TextStyle, widthOf, wrap } from './draw-text.js';
import type { Biodata } from './load.js';
import { BIODATA_TEXTS, optionLabel, SITE_NAMES } from './texts.js';

type Doc = InstanceType<typeof PDFDocument>;

export const A4 = { width: 595.28, height: 841.89 };
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
  /** Where the QR code leads: the profile on the site. */
  profileUrl: string;
  /** 1 for a page of its own, less for the booklet's two a page. */
  scale: number;
}

/** A stored photo as a biodata prints it: a small JPEG. */
export function printablePhoto(stored: Buffer): Promise<Buffer> {
  return sharp(stored).resize(360, 480, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
}

/** A new A4 document with the biodata fonts; its bytes once `finish` resolves. */
export function newDocument(title: string): { doc: Doc; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: 'Varmala' },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  return {
    doc,
    finish: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

function drawQr(doc: Doc, url: string, x: number, y: number, size: number): void {
  const code = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = code.modules.size;
  const cell = size / (count + 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.modules.get(row, col)) doc.rect(x + (col + 1) * cell, y + (row + 1) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
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

/** The rows of a biodata, as label and value, in the chosen language; empty values are left out. */
export function rowsOf(bio: Biodata, language: Language): { heading: string; rows: [string, string][] }[] {
  const t = BIODATA_TEXTS[language];
  const label = (list: Parameters<typeof optionLabel>[1], value: string | null) =>
    optionLabel(language, list, value);
  const parent = (name: string | null, alive: boolean | null, occupation: string | null) =>
    name ? [alive === false ? `${t.late} ${name}` : name, occupation].filter(Boolean).join(', ') : null;
  const siblings = (total: number | null, married: number | null) =>
    total === null ? null : married ? `${total} (${t.married(married)})` : String(total);
  const work = [label('profession', bio.profession), bio.position].filter(Boolean).join(', ') || null;
  const education = [label('education', bio.education), bio.educationDesc].filter(Boolean).join(', ') || null;
  const height = bio.height ? `${heightFt(bio.height)} (${bio.height} cm)` : null;
  const sections: { heading: string; rows: [string, string | null][] }[] = [
    {
      heading: '',
      rows: [
        [t.age, t.years(bio.age)],
        [t.height, height],
        [t.education, education],
        [t.profession, work],
        [t.workLocation, bio.workLocation],
      ],
    },
    {
      heading: t.family,
      rows: [
        [t.father, parent(bio.fatherName, bio.fatherAlive, bio.fatherOccupation)],
        [t.mother, parent(bio.motherName, bio.motherAlive, bio.motherOccupation)],
        [t.brothers, siblings(bio.brothers, bio.brothersMarried)],
        [t.sisters, siblings(bio.sisters, bio.sistersMarried)],
        [t.familyStatus, label('familyStatus', bio.familyStatus)],
        [t.community, label('community', bio.community)],
        [t.gothram, bio.gothram],
      ],
    },
    {
      heading: t.horoscope,
      rows: [
        [t.star, label('birthStar', bio.birthStar)],
        [t.raasi[bio.domain], label('raasi', bio.raasi)],
        [t.padham[bio.domain], bio.padham === null ? null : String(bio.padham)],
        [t.birthPlace, bio.birthPlace],
        [t.birthTime, bio.birthTime],
      ],
    },
  ];
  return sections.map((section) => ({
    heading: section.heading,
    rows: section.rows.filter((row): row is [string, string] => Boolean(row[1])),
  }));
}

/** The contact line: whose number it is, and the number. */
export function contactOf(bio: Biodata, language: Language): string | null {
  const t = BIODATA_TEXTS[language];
  if (!bio.contact.number) return null;
  if (bio.contact.kind === 'operator') return `${t.contactOperator}: ${bio.contact.number}`;
  if (bio.contact.kind === 'guardian') return `${t.contactGuardian}: ${bio.contact.number}`;
  return bio.contact.number;
}

/** One biodata card inside a box of the page. */
export function drawCard(doc: Doc, bio: Biodata, box: Box, options: CardOptions): void {
  const { language, scale } = options;
  const t = BIODATA_TEXTS[language];
  const site = SITE_NAMES[language][bio.domain];
  drawWatermark(doc, `${site} · ${bio.mid}`, box, scale);

  const pad = 16 * scale;
  const left = box.x + pad;
  const right = box.x + box.width - pad;
  let y = box.y + pad;

  // Heading: the site and the member id, then the name as the member wrote it.
  const small: TextStyle = { size: 10 * scale, color: MUTED };
  drawLine(doc, `${site} · ${t.title}`, left, y + small.size, small);
  const midWidth = widthOf(doc, bio.mid, { ...small, bold: true });
  drawLine(doc, bio.mid, right - midWidth, y + small.size, { ...small, bold: true, color: ACCENT });
  y += small.size + 14 * scale;
  const nameStyle: TextStyle = { size: 22 * scale, bold: true, color: ACCENT };
  drawLine(doc, `${bio.name} ${bio.surname}`, left, y + nameStyle.size, nameStyle);
  y += nameStyle.size + 12 * scale;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(ACCENT).stroke();
  y += 12 * scale;

  // The photo on the right of the rows, the QR code under it.
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

  const contact = contactOf(bio, language);
  if (contact) {
    const bottom = box.y + box.height - pad;
    doc
      .moveTo(left, bottom - 22 * scale)
      .lineTo(right, bottom - 22 * scale)
      .lineWidth(0.5)
      .strokeColor('#cbd2d9')
      .stroke();
    drawLine(doc, `${t.contact}: `, left, bottom - 6 * scale, { ...labelStyle, size: 11 * scale });
    const offset = widthOf(doc, `${t.contact}: `, { ...labelStyle, size: 11 * scale });
    drawLine(doc, contact, left + offset, bottom - 6 * scale, { size: 11 * scale, bold: true });
  }
}

/** A member's biodata: one A4 page. */
export async function renderBiodata(bio: Biodata, options: Omit<CardOptions, 'scale'>): Promise<Buffer> {
  const t = BIODATA_TEXTS[options.language];
  const { doc, finish } = newDocument(`${t.title} ${bio.mid}`);
  doc.addPage();
  drawCard(
    doc,
    bio,
    { x: MARGIN, y: MARGIN, width: A4.width - 2 * MARGIN, height: A4.height - 2 * MARGIN },
    { ...options, scale: 1 },
  );
  return finish();
}
