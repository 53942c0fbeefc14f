import type { Language } from '@varmala/shared';
import type { ChartDrawing } from './raasi-chart.js';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const round = (n: number) => Math.round(n * 10) / 10;

/** A drawn chart as a standalone SVG document: lines and text only, nothing that runs or loads. */
export function chartSvg(drawing: ChartDrawing, language: Language, title: string): string {
  const margin = 2;
  const box = drawing.size + 2 * margin;
  const lines = drawing.lines
    .map(
      ([x1, y1, x2, y2]) => `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}"/>`,
    )
    .join('');
  const texts = drawing.texts
    .map(
      ({ x, y, text, size, bold }) =>
        `<text x="${round(x)}" y="${round(y)}" font-size="${round(size)}"${bold ? ' font-weight="bold"' : ''}>${escapeXml(text)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-margin} ${-margin} ${box} ${box}" width="${box}" height="${box}" lang="${language}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="${-margin}" y="${-margin}" width="${box}" height="${box}" fill="#fff"/>`,
    `<g stroke="#7a2e0e" stroke-width="1.5" stroke-linecap="round">${lines}</g>`,
    `<g fill="#222" text-anchor="middle" dominant-baseline="central" font-family="'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', sans-serif">${texts}</g>`,
    '</svg>',
  ].join('');
}
