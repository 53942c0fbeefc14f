/**
 * The build's last step: renders each public page as a visitor first sees it, and a member's first
 * pages as their frame, for each site and language (src/prerender.tsx, built by `vite build --ssr` into dist-ssr), and writes dist/pages.json,
 * every page the server sends, finished (src/finish-pages.ts). Runs after compress.mjs: a page asks
 * for its largest scripts first, by the size of their compressed copies.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const bundle = pathToFileURL(path.join(web, 'dist-ssr/prerender.js')).href;
const { DOMAINS, LANGUAGES, PRERENDERED_PATHS, MEMBER_FRAME_PATHS, prerender, finishPages, formTexts } =
  await import(bundle);
// The public pages, then a member's first pages as their frame (src/lib/member-frame.ts).
const PATHS = [...PRERENDERED_PATHS, ...MEMBER_FRAME_PATHS];

const prerendered = {};
for (const domain of DOMAINS) {
  prerendered[domain] = {};
  for (const language of LANGUAGES) {
    prerendered[domain][language] = {};
    for (const route of PATHS) {
      const page = await prerender(route, language, domain);
      if (!page.html.includes('<h1'))
        throw new Error(`${domain} ${language} ${route}: no heading prerendered`);
      prerendered[domain][language][route] = page;
    }
  }
}

/** What a built file costs on the wire: its Brotli copy, else its gzip copy, else itself (0 if absent). */
const sizeOf = (file) => {
  const full = path.join(dist, file);
  const found = [`${full}.br`, `${full}.gz`, full].find((candidate) => existsSync(candidate));
  return found ? statSync(found).size : 0;
};

const pages = finishPages({
  index: readFileSync(path.join(dist, 'index.html'), 'utf8'),
  preloads: JSON.parse(readFileSync(path.join(dist, 'preloads.json'), 'utf8')),
  prerendered,
  sizeOf,
});
writeFileSync(path.join(dist, 'pages.json'), `${JSON.stringify(pages)}\n`);

// What the server answers a prerendered form with when it was sent without the app (decision 033).
const texts = {};
for (const language of LANGUAGES) texts[language] = await formTexts(language);
writeFileSync(path.join(dist, 'form-texts.json'), `${JSON.stringify(texts)}\n`);
console.log(
  `prerendered ${PATHS.length} pages for ${DOMAINS.length} sites in ${LANGUAGES.length} languages; ${Object.keys(pages).length} pages finished in dist/pages.json`,
);
