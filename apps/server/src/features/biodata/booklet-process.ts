/**
 * Drawing 500 biodata takes many seconds of CPU: in its own process at the lowest priority, so on two
 * cores the searches come first. It reads nothing itself: the server hands it texts and photos.
 */
import { setPriority } from 'node:os';
import sharp from 'sharp';
import { type BookletContents, drawBooklet } from './booklet-pages.js';
import { printablePhoto } from './render.js';

export type ToBookletProcess =
  | { kind: 'draw'; contents: BookletContents }
  | { kind: 'photo'; index: number; stored: Uint8Array | null };

export type FromBookletProcess =
  | { kind: 'photo'; index: number }
  | { kind: 'drawn'; pdf: Uint8Array }
  | { kind: 'failed'; message: string };

/** nice 19 */
const LOWEST_PRIORITY = 19;

const send = (message: FromBookletProcess) =>
  new Promise<void>((resolve, reject) => {
    if (!process.send) return reject(new Error('The booklet process was started without a channel.'));
    process.send(message, undefined, undefined, (error) => (error ? reject(error) : resolve()));
  });

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** By the index of their profile. */
const waiting = new Map<number, (stored: Uint8Array | null) => void>();

function askForPhoto(index: number): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    waiting.set(index, resolve);
    void send({ kind: 'photo', index });
  });
}

async function draw(contents: BookletContents): Promise<void> {
  try {
    // The next card's photo is on its way while this one is drawn.
    let next = contents.profiles.length > 0 ? askForPhoto(0) : undefined;
    const pdf = await drawBooklet(contents, async (index) => {
      const stored = await (next ?? askForPhoto(index));
      next = index + 1 < contents.profiles.length ? askForPhoto(index + 1) : undefined;
      return stored && printablePhoto(asBuffer(stored));
    });
    await send({ kind: 'drawn', pdf });
  } catch (error) {
    await send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  process.disconnect();
}

try {
  setPriority(LOWEST_PRIORITY);
} catch {
  // A system that refuses it draws at the server's own priority: slower searches, the same booklet.
}

// libvips works them one at a time: each photo is read once, no cache.
sharp.cache(false);
sharp.concurrency(1);

process.on('message', (message: ToBookletProcess) => {
  if (message.kind === 'photo') {
    waiting.get(message.index)?.(message.stored);
    waiting.delete(message.index);
    return;
  }
  void draw(message.contents);
});
