/**
 * Writes dist/preloads.json: for each language, the chunks a page needs beyond the entry's own —
 * the page's chunks and stylesheets and its catalogue parts in that language (for the pages of
 * bundle-budget.json), or the language's core texts (for any other page). The server names them in the page's HTML as
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
const entryCss = new Set([...withEntry].flatMap((key) => manifest[key].css ?? []));
// The chunks beyond the entry's, and their stylesheets: a prerendered page is drawn right before any
// script runs only with the styles of its own chunk too.
const beyondEntry = (keys) => {
  const chunks = [...closure(manifest, keys)].filter((key) => !withEntry.has(key));
  const css = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].filter(
    (file) => !entryCss.has(file),
  );
  return [...css, ...chunks.map((key) => manifest[key].file)].map((file) => `/${file}`);
};

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
