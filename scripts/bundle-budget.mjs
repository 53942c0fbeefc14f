/**
 * The JavaScript each page downloads before it can show anything, in each language (its entry, the
 * chunks those import statically, the page's own lazy chunk and the catalogue parts it shows),
 * gzip-compressed, against the budget in apps/web/bundle-budget.json. Sizes are deterministic, so
 * this runs in CI; timings are benchmarks.
 *
 *   node scripts/bundle-budget.mjs   (after npm run build)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogueKeys, closure, pageKey, readManifest } from '../apps/web/scripts/chunk-graph.mjs';

const web = path.resolve(import.meta.dirname, '../apps/web');
const { manifest, entry } = readManifest(path.join(web, 'dist'));
const { languages, pages } = JSON.parse(readFileSync(path.join(web, 'bundle-budget.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(path.join(web, 'dist', file)), { level: 9 }).length / 1024;

let failed = false;
for (const [route, { page, texts, maxKb }] of Object.entries(pages)) {
  for (const language of languages) {
    const chunks = closure(manifest, [
      entry,
      pageKey(manifest, page),
      ...catalogueKeys(manifest, language, texts),
    ]);
    const kb = [...chunks].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
    const over = kb > maxKb;
    failed ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${route.padEnd(24)} ${language} ${kb.toFixed(1).padStart(6)} KB gzip (budget ${maxKb} KB)`,
    );
  }
}
if (failed) {
  console.error('A page is over its JavaScript budget (apps/web/bundle-budget.json).');
  process.exit(1);
}
