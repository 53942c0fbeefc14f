import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/** The @fontsource packages ship WOFF: unpacked once per process into the plain font pdfkit reads cheaply. */
export type FontName = 'latin' | 'latinBold' | 'devanagari' | 'tamil';

const FILES: Record<FontName, string> = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinBold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  tamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
};

/** WOFF 1.0. */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const packed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + packed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: packed < length ? inflateSync(stored) : stored,
    };
  });
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log += 1;
  }
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(log, 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

let loaded: Record<FontName, Buffer> | undefined;

export function biodataFonts(): Record<FontName, Buffer> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = Object.fromEntries(
      Object.entries(FILES).map(([name, file]) => [name, sfntOfWoff(readFileSync(require.resolve(file)))]),
    ) as Record<FontName, Buffer>;
  }
  return loaded;
}

export type Script = 'latin' | 'devanagari' | 'tamil';

function scriptOf(char: string): Script | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (
    (code >= 0x0900 && code <= 0x097f) ||
    (code >= 0xa8e0 && code <= 0xa8ff) ||
    (code >= 0x1cd0 && code <= 0x1cff)
  ) {
    return 'devanagari';
  }
  if (code >= 0x0b80 && code <= 0x0bff) return 'tamil';
  // Spaces and joiners go with the letters around them.
  if (char === ' ' || code === 0x200c || code === 0x200d) return undefined;
  return 'latin';
}

export interface Run {
  text: string;
  script: Script;
}

export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const script = scriptOf(char) ?? runs.at(-1)?.script ?? 'latin';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}
