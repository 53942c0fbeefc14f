import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  /** Opened when its turn comes, so one file at a time is read. */
  open: () => Promise<AsyncIterable<Uint8Array> | Uint8Array | undefined>;
  /** Photos and PDFs are compressed already. */
  deflate?: boolean;
}

/** Or closed (the client went away). */
function roomIn(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    // The other listener goes too, or each wait would leave one behind.
    const room = () => {
      out.off('drain', room);
      out.off('close', room);
      resolve();
    };
    out.once('drain', room);
    out.once('close', room);
  });
}

/** A failure part way destroys the stream: a cut download, never a valid archive that lacks a file. */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const write = async () => {
    for (const entry of entries) {
      if (out.destroyed) return;
      const body = await entry.open();
      if (body === undefined) continue;
      const file = entry.deflate ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      zip.add(file);
      if (body instanceof Uint8Array) {
        file.push(body, true);
      } else {
        for await (const chunk of body) {
          file.push(chunk);
          await roomIn(out);
          if (out.destroyed) return;
        }
        file.push(new Uint8Array(0), true);
      }
      await roomIn(out);
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
