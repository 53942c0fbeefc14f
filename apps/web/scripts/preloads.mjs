/**
 * Writes dist/preloads.json: for each language, the chunks a page needs beyond the entry's own —
 * the page's chunks and its catalogue parts in that language (for the pages of bundle-budget.json),
 * or the language's core texts (for any other page). The server names them in the page's HTML as
 * modulepreload links, so a phone fetches them beside the entry script instead of after running it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueKeys, closure, pageKey, readManifest } from './chunk-graph.mjs';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const { manifest, entry } = readManifest(dist);
const { languages, pages } = JSON.parse(readFileSync(path.join(web, 'bundle-budget.json'), 'utf8'));

const withEntry = closure(manifest, [entry]);
const beyondEntry = (keys) =>
  [...closure(manifest, keys)].filter((key) => !withEntry.has(key)).map((key) => `/${manifest[key].file}`);

const preloads = { '*': {} };
for (const language of languages)
  preloads['*'][language] = beyondEntry(catalogueKeys(manifest, language, []));
for (const [route, { page, texts }] of Object.entries(pages)) {
  preloads[route] = {};
  for (const language of languages) {
    preloads[route][language] = beyondEntry([
      pageKey(manifest, page),
      ...catalogueKeys(manifest, language, texts),
    ]);
  }
}
writeFileSync(path.join(dist, 'preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
console.log(
  `preloads for ${Object.keys(pages).length} pages in ${languages.length} languages in dist/preloads.json`,
);
