import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.js';

/** `size` random bytes, as a source that yields them 64 KB at a time. */
function chunkedSource(size: number): { bytes: Uint8Array; chunks: () => AsyncIterable<Uint8Array> } {
  const bytes = new Uint8Array(randomBytes(size));
  return {
    bytes,
    async *chunks() {
      for (let at = 0; at < size; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    },
  };
}

describe('zipStream', () => {
  it('streams a large file to a slow reader whole, waiting for room without piling up listeners', async () => {
    const photo = chunkedSource(4 * 1024 * 1024);
    const out = zipStream([
      {
        name: 'profile.json',
        open: async () => new TextEncoder().encode('{"name":"Sayali"}'),
        deflate: true,
      },
      { name: 'photos/1.webp', open: async () => photo.chunks() },
      { name: 'photos/absent.webp', open: async () => undefined },
    ]);
    const read: Buffer[] = [];
    let mostCloseListeners = 0;
    // A phone on a slow line: one chunk a turn, so the archive waits for room again and again.
    for await (const chunk of out) {
      read.push(chunk as Buffer);
      mostCloseListeners = Math.max(mostCloseListeners, out.listenerCount('close'));
      await nextTurn();
    }
    const files = unzipSync(new Uint8Array(Buffer.concat(read)));
    expect(Object.keys(files)).toEqual(['profile.json', 'photos/1.webp']);
    expect(new TextDecoder().decode(files['profile.json'])).toBe('{"name":"Sayali"}');
    expect(Buffer.compare(Buffer.from(files['photos/1.webp'] ?? []), Buffer.from(photo.bytes))).toBe(0);
    // The reader's own listener and at most one wait's; Node warns past ten.
    expect(mostCloseListeners).toBeLessThanOrEqual(3);
  });
});
