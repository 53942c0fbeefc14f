/**
 * Writes dist/preloads.json: for each page visitors land on (the pages of bundle-budget.json), the
 * chunks it needs beyond the entry's own. The server names them in that page's HTML as
 * modulepreload links, so a phone fetches them beside the entry script instead of after running it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { closure, pageKey, readManifest } from './chunk-graph.mjs';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const { manifest, entry } = readManifest(dist);
const pages = JSON.parse(readFileSync(path.join(web, 'bundle-budget.json'), 'utf8')).pages;

const withEntry = closure(manifest, [entry]);
const preloads = {};
for (const [route, { page }] of Object.entries(pages)) {
  const files = [...closure(manifest, [pageKey(manifest, page)])]
    .filter((key) => !withEntry.has(key))
    .map((key) => `/${manifest[key].file}`);
  if (files.length > 0) preloads[route] = files;
}
writeFileSync(path.join(dist, 'preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
console.log(`preloads for ${Object.keys(preloads).length} pages in dist/preloads.json`);
