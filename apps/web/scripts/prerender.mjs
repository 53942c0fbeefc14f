/**
 * Writes dist/prerendered.json: the markup and title of each public page as a visitor first sees
 * it, for each site and language (src/prerender.tsx, built by `vite build --ssr` into dist-ssr).
 * The server puts it in the page it sends, so text shows before the scripts have arrived.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const bundle = pathToFileURL(path.join(web, 'dist-ssr/prerender.js')).href;
const { DOMAINS, LANGUAGES, PRERENDERED_PATHS, prerender } = await import(bundle);

const pages = {};
for (const domain of DOMAINS) {
  pages[domain] = {};
  for (const language of LANGUAGES) {
    pages[domain][language] = {};
    for (const route of PRERENDERED_PATHS) {
      const page = await prerender(route, language, domain);
      if (!page.html.includes('<h1'))
        throw new Error(`${domain} ${language} ${route}: no heading prerendered`);
      pages[domain][language][route] = page;
    }
  }
}
writeFileSync(path.join(web, 'dist/prerendered.json'), `${JSON.stringify(pages)}\n`);
console.log(
  `prerendered ${PRERENDERED_PATHS.length} pages for ${DOMAINS.length} sites in ${LANGUAGES.length} languages in dist/prerendered.json`,
);
