import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { registerFonts } from './draw-text.js';

type Doc = InstanceType<typeof PDFDocument>;

export const A4 = { width: 595.28, height: 841.89 };

/** A new A4 document with the Noto fonts, made by the member's site; its bytes once `finish` resolves. */
export function newDocument(title: string, site: string): { doc: Doc; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: site },
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

/** A QR code of `text`, black on white with a quiet zone, `size` points square. */
export function drawQr(doc: Doc, url: string, x: number, y: number, size: number): void {
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
