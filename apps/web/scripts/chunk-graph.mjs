/** The build manifest's chunk graph: what a page downloads before it can show. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function readManifest(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest names no entry chunk');
  return { manifest, entry };
}

/** The manifest keys of `keys` and of every chunk they import statically. */
export function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The manifest key of a page's source file (its lazy chunk). */
export function pageKey(manifest, page) {
  const key = Object.keys(manifest).find((k) => k.endsWith(page));
  if (!key) throw new Error(`No chunk for ${page} in the build manifest`);
  return key;
}

/**
 * The manifest keys of a language's catalogue parts (src/i18n/i18n.ts loads each as a chunk), `core`
 * with every page. English has no option labels: its values are the labels.
 */
export function catalogueKeys(manifest, language, parts) {
  const files = ['core', ...parts]
    .filter((part) => language !== 'en' || (part !== 'options' && part !== 'castes'))
    .map((part) => `src/i18n/${language}/${part}.ts`);
  for (const file of files) {
    if (!manifest[file]) throw new Error(`No chunk for ${file} in the build manifest`);
  }
  return files;
}
