/** Test files built in memory: real images by sharp, documents byte by byte. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart body as a browser would send it, built by the platform's own FormData. */
export async function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** Camera and location tags as a phone writes them: what a stored picture must not keep. */
export const GPS_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'Asha Patil' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '15/1 51/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '74/1 30/1 0/1',
  },
};

/** A small real photo; `exif` lets a test plant camera and GPS tags in it. */
export function jpeg(
  width = 300,
  height = 200,
  exif?: Record<string, Record<string, string>>,
  orientation?: number,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).jpeg();
  if (exif) image.withExif(exif);
  if (orientation) image.withMetadata({ orientation });
  return image.toBuffer();
}

export function png(width = 120, height = 90): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, valid PNG whose header claims the given size: decoding it would take gigabytes. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip archive with stored (uncompressed) entries, enough for a real DOCX. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function docx(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Janma kundali</w:t></w:r></w:p></w:body></w:document>',
  });
}

export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** The header of an OLE compound file, the container of legacy .doc files. */
export function cfb(): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

/** Every file under the app's media folder, by key. */
export function storedFiles(dataDir: string): Map<string, string> {
  const root = path.join(dataDir, 'media');
  const found = new Map<string, string>();
  let shards: string[] = [];
  try {
    shards = readdirSync(root);
  } catch {
    return found;
  }
  for (const shard of shards) {
    for (const name of readdirSync(path.join(root, shard))) found.set(name, path.join(root, shard, name));
  }
  return found;
}

export function keyOfUrl(url: string): string {
  return new URL(url, 'http://x').pathname.split('/').pop() ?? '';
}

export function storedBytes(dataDir: string, url: string): Buffer {
  const file = storedFiles(dataDir).get(keyOfUrl(url));
  if (!file) throw new Error(`no stored file for ${url}`);
  return readFileSync(file);
}
