import type PDFDocument from 'pdfkit';
import { biodataFonts, type FontName, runsOf } from './fonts.js';

type Doc = InstanceType<typeof PDFDocument>;

export function registerFonts(doc: Doc): void {
  for (const [name, font] of Object.entries(biodataFonts())) doc.registerFont(name, font);
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

function fontOf(script: 'latin' | 'devanagari' | 'tamil', bold: boolean | undefined): FontName {
  if (script === 'latin') return bold ? 'latinBold' : 'latin';
  return script;
}

export function widthOf(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of runsOf(text)) {
    doc.font(fontOf(run.script, style.bold)).fontSize(style.size);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** Each run carries its text as written (ActualText): shaping reorders glyphs, extraction must not. */
export function drawLine(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  let cursor = x;
  doc.fillColor(style.color ?? '#1f2933');
  for (const run of runsOf(text)) {
    doc.font(fontOf(run.script, style.bold)).fontSize(style.size);
    const width = doc.widthOfString(run.text);
    doc.markContent('Span', { actual: run.text });
    doc.text(run.text, cursor, y, { lineBreak: false, baseline: 'alphabetic' });
    doc.endMarkedContent();
    cursor += width;
  }
  return cursor - x;
}

/** The last line cut with '…'. */
export function wrap(doc: Doc, text: string, width: number, style: TextStyle, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || widthOf(doc, candidate, style) <= width) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((each) => fit(doc, each, width, style));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fit(doc, `${kept[maxLines - 1]} ${lines[maxLines]}`, width, style, true);
  return kept.map((each) => fit(doc, each, width, style));
}

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function fit(doc: Doc, text: string, width: number, style: TextStyle, cut = false): string {
  if (!cut && widthOf(doc, text, style) <= width) return text;
  // Never inside a conjunct or before its vowel sign.
  const chars = [...GRAPHEMES.segment(text)].map((part) => part.segment);
  while (chars.length > 1 && widthOf(doc, `${chars.join('')}…`, style) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
