/**
 * The stage order's drawing process (stage-order.ts starts one per PDF): a list of 500 takes
 * seconds of shaping, which in the server's event loop every search would wait behind. It reads
 * nothing itself: the server hands it the candidates and takes the PDF back.
 */
import { setPriority } from 'node:os';
import { drawStageOrder, type StageOrderContents } from './stage-order-pages.js';

export type ToStageOrderProcess = { kind: 'draw'; contents: StageOrderContents };
export type FromStageOrderProcess = { kind: 'drawn'; pdf: Uint8Array } | { kind: 'failed'; message: string };

const send = (message: FromStageOrderProcess) =>
  new Promise<void>((resolve, reject) => {
    if (!process.send) return reject(new Error('The stage order process was started without a channel.'));
    process.send(message, undefined, undefined, (error) => (error ? reject(error) : resolve()));
  });

try {
  setPriority(19);
} catch {
  // A system that refuses it draws at the server's own priority: slower searches, the same PDF.
}

process.once('message', (message: ToStageOrderProcess) => {
  drawStageOrder(message.contents)
    .then((pdf) => send({ kind: 'drawn', pdf }))
    .catch((error: unknown) =>
      send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => process.disconnect());
});
