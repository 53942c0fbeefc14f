import { type ChartStyle, type Domain, type Language, RAASI_VALUES, type Raasi } from '@varmala/shared';
import type { BirthPositions } from './birth-chart.js';

/** Tamil families read the South Indian square, Marathi the diamond. */
export const SITE_CHART_STYLE: Readonly<Record<Domain, ChartStyle>> = {
  tamilmala: 'south',
  varmala: 'north',
};

/** The lagna, then the nine grahas in their customary order. */
const BODIES = [
  'lagna',
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
type Body = (typeof BODIES)[number];

/** As Indian almanacs abbreviate the grahas, a kundali (ल, र, चं...), a jathagam. */
export const BODY_LABELS: Readonly<Record<Language, Record<Body, string>>> = {
  en: {
    lagna: 'Asc',
    sun: 'Su',
    moon: 'Mo',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Ju',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
  },
  mr: {
    lagna: 'ल',
    sun: 'र',
    moon: 'चं',
    mars: 'मं',
    mercury: 'बु',
    jupiter: 'गु',
    venus: 'शु',
    saturn: 'श',
    rahu: 'रा',
    ketu: 'के',
  },
  ta: {
    lagna: 'லக்',
    sun: 'சூரி',
    moon: 'சந்',
    mars: 'செவ்',
    mercury: 'புத',
    jupiter: 'குரு',
    venus: 'சுக்',
    saturn: 'சனி',
    rahu: 'ராகு',
    ketu: 'கேது',
  },
};

/** It is the raasi chart, not the navamsa. */
export const CHART_TITLE: Readonly<Record<Language, string>> = { en: 'Raasi', mr: 'राशी', ta: 'ராசி' };

export interface ChartText {
  x: number;
  y: number;
  text: string;
  /** In the drawing's units. */
  size: number;
  bold?: boolean;
}

/** Y downwards: SVG and PDF draw the same. */
export interface ChartDrawing {
  size: number;
  lines: [x1: number, y1: number, x2: number, y2: number][];
  texts: ChartText[];
}

const raasiNumber = (raasi: Raasi) => RAASI_VALUES.indexOf(raasi);

/** 0 = Mesha. */
function bodiesByRaasi(sky: BirthPositions): Body[][] {
  const held: Body[][] = Array.from({ length: 12 }, () => []);
  for (const body of BODIES) {
    const raasi =
      body === 'lagna' ? sky.lagna.raasi : body === 'moon' ? sky.moon.raasi : sky.planets[body].raasi;
    held[raasiNumber(raasi)]?.push(body);
  }
  return held;
}

function bodyLines(
  bodies: Body[],
  language: Language,
  at: { x: number; y: number },
  perLine: number,
  size: number,
): ChartText[] {
  const rows: Body[][] = [];
  for (let i = 0; i < bodies.length; i += perLine) rows.push(bodies.slice(i, i + perLine));
  const lineHeight = size * 1.3;
  const top = at.y - ((rows.length - 1) * lineHeight) / 2;
  return rows.flatMap((row, index) => {
    const lagnaFirst = row[0] === 'lagna';
    const text = row.map((body) => BODY_LABELS[language][body]).join(' ');
    return [{ x: at.x, y: top + index * lineHeight, text, size, ...(lagnaFirst ? { bold: true } : {}) }];
  });
}

/** Fixed raasis, Meena at the top left. */
const SOUTH_CELLS: readonly [column: number, row: number][] = [
  [1, 0], // Mesha
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0], // Meena
];

function southChart(sky: BirthPositions, language: Language, size: number): ChartDrawing {
  const cell = size / 4;
  const lines: ChartDrawing['lines'] = [
    [0, 0, size, 0],
    [0, size, size, size],
    [0, 0, 0, size],
    [size, 0, size, size],
    [cell, 0, cell, size],
    [3 * cell, 0, 3 * cell, size],
    [0, cell, size, cell],
    [0, 3 * cell, size, 3 * cell],
    [2 * cell, 0, 2 * cell, cell],
    [2 * cell, 3 * cell, 2 * cell, size],
    [0, 2 * cell, cell, 2 * cell],
    [3 * cell, 2 * cell, size, 2 * cell],
  ];
  const held = bodiesByRaasi(sky);
  const texts: ChartText[] = [];
  SOUTH_CELLS.forEach(([column, row], raasi) => {
    const at = { x: (column + 0.5) * cell, y: (row + 0.5) * cell };
    texts.push(...bodyLines(held[raasi] ?? [], language, at, 3, cell / 7));
  });
  // As charts are drawn by hand.
  const [lagnaColumn, lagnaRow] = SOUTH_CELLS[raasiNumber(sky.lagna.raasi)] as [number, number];
  const x = lagnaColumn * cell;
  const y = lagnaRow * cell;
  lines.push([x, y + cell * 0.25, x + cell * 0.25, y]);
  texts.push({ x: size / 2, y: size / 2, text: CHART_TITLE[language], size: cell / 5, bold: true });
  return { size, lines, texts };
}

/** Fixed houses, the first at the top, then anticlockwise; positions in quarters of the side. */
const NORTH_HOUSES: readonly { centre: [number, number]; corner: [number, number]; diamond: boolean }[] = [
  { centre: [2, 1], corner: [2, 2], diamond: true },
  { centre: [1, 1 / 3], corner: [1, 1], diamond: false },
  { centre: [1 / 3, 1], corner: [1, 1], diamond: false },
  { centre: [1, 2], corner: [2, 2], diamond: true },
  { centre: [1 / 3, 3], corner: [1, 3], diamond: false },
  { centre: [1, 11 / 3], corner: [1, 3], diamond: false },
  { centre: [2, 3], corner: [2, 2], diamond: true },
  { centre: [3, 11 / 3], corner: [3, 3], diamond: false },
  { centre: [11 / 3, 3], corner: [3, 3], diamond: false },
  { centre: [3, 2], corner: [2, 2], diamond: true },
  { centre: [11 / 3, 1], corner: [3, 1], diamond: false },
  { centre: [3, 1 / 3], corner: [3, 1], diamond: false },
];

function northChart(sky: BirthPositions, language: Language, size: number): ChartDrawing {
  const q = size / 4;
  const half = size / 2;
  const lines: ChartDrawing['lines'] = [
    [0, 0, size, 0],
    [0, size, size, size],
    [0, 0, 0, size],
    [size, 0, size, size],
    [0, 0, size, size],
    [size, 0, 0, size],
    [half, 0, size, half],
    [size, half, half, size],
    [half, size, 0, half],
    [0, half, half, 0],
  ];
  const held = bodiesByRaasi(sky);
  const lagna = raasiNumber(sky.lagna.raasi);
  const texts: ChartText[] = [];
  NORTH_HOUSES.forEach(({ centre, corner, diamond }, house) => {
    const raasi = (lagna + house) % 12;
    const [cx, cy] = [centre[0] * q, centre[1] * q];
    const nx = cx + (corner[0] * q - cx) * 0.65;
    const ny = cy + (corner[1] * q - cy) * 0.65;
    texts.push({ x: nx, y: ny, text: String(raasi + 1), size: q / 6 });
    const at = { x: cx - (nx - cx) * 0.15, y: cy - (ny - cy) * 0.15 };
    texts.push(...bodyLines(held[raasi] ?? [], language, at, diamond ? 3 : 2, q / 5.5));
  });
  return { size, lines, texts };
}

export function raasiChart(
  sky: BirthPositions,
  style: ChartStyle,
  language: Language,
  size = 360,
): ChartDrawing {
  return style === 'south' ? southChart(sky, language, size) : northChart(sky, language, size);
}
