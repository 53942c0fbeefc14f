/**
 * The build's last step (scripts/prerender.mjs runs it through the prerender bundle): index.html
 * made into every page the server sends, one per site, language and route, so the server only picks
 * one and adds the site's public configuration (`PUBLIC_CONFIG_SLOT`). Decision 014 says why each
 * page is written as it is.
 */
import {
  type BuiltPages,
  builtPageKey,
  DOMAINS,
  type Domain,
  type FirstCall,
  LANGUAGES,
  type Language,
  PAGE_SCRIPTS_ID,
  PAGE_SCRIPTS_STARTER,
  PUBLIC_CONFIG_SLOT,
  SITE_NAMES,
  siteName,
} from '@varmala/shared';
import { SEARCH_FIRST_CALL } from './features/search/first-call';
import { isMemberFrame } from './lib/member-frame';
import type { PrerenderedPage } from './prerender';

export interface BuildOutput {
  /** dist/index.html as Vite wrote it. */
  index: string;
  /** Per route (`*`: any other page) and language, the chunks the page needs beyond the entry. */
  preloads: Record<string, Partial<Record<Language, string[]>>>;
  /** The visitor's markup of each public page, per site, language and route. */
  prerendered: Record<string, Partial<Record<Language, Record<string, PrerenderedPage>>>>;
  /** What a built file costs on the wire (its Brotli copy's size, say); 0 when unknown. */
  sizeOf: (file: string) => number;
}

/** The texts of index.html itself, read before any script runs, and its app manifest, per language. */
const SHELL_TEXTS: Readonly<
  Record<Exclude<Language, 'en'>, (site: string) => { description: string; noscript: string }>
> = {
  mr: (site) => ({
    description: `${site}: प्रादेशिक भाषिक समाजांसाठी वधू-वरांची स्थळे.`,
    noscript: `${site} वापरण्यासाठी JavaScript लागते. कृपया आपल्या ब्राउझरमध्ये ते सुरू करा.`,
  }),
  ta: (site) => ({
    description: `${site}: பிராந்திய மொழிச் சமூகங்களுக்கான திருமண வரன்கள்.`,
    noscript: `${site}வைப் பயன்படுத்த JavaScript தேவை. உங்கள் உலாவியில் அதை இயக்கவும்.`,
  }),
};

/** index.html as the site names itself in the language: its title, description and notice without scripts. */
function inSiteAndLanguage(index: string, domain: Domain, language: Language): string {
  const site = siteName(domain, language);
  const page = index
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${site}</title>`);
  if (language === 'en') {
    // index.html is written in English for the default site: only the name changes.
    return page.replace(/<meta name="description" content="[^"]*"|<noscript>[^<]*<\/noscript>/g, (text) =>
      text.replaceAll(SITE_NAMES.varmala.en, site),
    );
  }
  const texts = SHELL_TEXTS[language](site);
  return page
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${texts.description}"`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${texts.noscript}</noscript>`)
    .replace('href="/manifest.webmanifest"', `href="/manifest.${language}.webmanifest"`);
}

/** A page the build prerendered is named by its path, letters, digits, dashes and slashes. */
const ROUTE_PATH = /^\/[\w/-]*$/;

/** Only hashed asset paths are named in a page. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

/** A page's own stylesheet is linked, its scripts preloaded. */
function assetLink(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}

/** A member's frame whose page is one call names it, for its starter to send at once (`FirstCall`). */
const FIRST_CALLS: Readonly<Record<string, FirstCall>> = { '/profile/search': SEARCH_FIRST_CALL };

const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;
const FORM_POSTED = /<form[^>]* method="post"/;

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="[^"]+">/;
const CHARSET = '<meta charset="UTF-8" />';

/** JSON inside <script>: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A prerendered page's text needs its stylesheet and nothing else: the stylesheet comes first in
 * the head (after the charset, which must lead), and the scripts that take the page over are not
 * in the head at all. The page lists them (`#page-scripts`) and its one inline script asks for them
 * once the text is on the screen. A head written otherwise keeps its stylesheet where it is.
 */
function textFirst(page: string, sizeOf: (file: string) => number, first?: FirstCall): string {
  const stylesheet = STYLESHEET_LINK.exec(page)?.[0];
  const styledFirst =
    stylesheet && page.includes(CHARSET)
      ? page.replace(stylesheet, '').replace(CHARSET, `${CHARSET}${stylesheet}`)
      : page;
  const { withoutScripts, entry, preload } = takeScripts(styledFirst);
  // Without its entry the page could never be taken over: it then keeps its head as it was.
  if (!entry || !ASSET_PATH.test(entry)) return styledFirst;
  const listed = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptJson({ entry, preload: largestFirst(preload, sizeOf), ...(first ? { first } : {}) })}</script>`;
  const tags = `${listed}<script>${PAGE_SCRIPTS_STARTER}</script>`;
  return withoutScripts.includes('</body>')
    ? withoutScripts.replace('</body>', `${tags}</body>`)
    : `${withoutScripts}${tags}`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/** The page without its entry script and modulepreload links, and the files they named. */
function takeScripts(page: string): { withoutScripts: string; entry?: string; preload: string[] } {
  let entry: string | undefined;
  const preload: string[] = [];
  const withoutScripts = page
    .replace(ENTRY_SCRIPT, (_, file: string) => {
      entry = file;
      return '';
    })
    .replaceAll(MODULE_PRELOAD, (_, file: string) => {
      preload.push(file);
      return '';
    });
  return { withoutScripts, entry, preload };
}

/**
 * The scripts of a page the app draws itself, the largest asked for first: the entry and every chunk
 * the page needs, as modulepreload links, then the entry's script tag. Over HTTP/1.1 a phone fetches
 * six files at a time, so a large file asked for last finishes long after the rest, and the page
 * waits for it.
 */
function scriptsLargestFirst(page: string, sizeOf: (file: string) => number): string {
  const { withoutScripts, entry, preload } = takeScripts(page);
  // A page of one script has nothing to order.
  if (!entry || preload.length === 0 || !ASSET_PATH.test(entry) || !withoutScripts.includes('</head>')) {
    return page;
  }
  const links = largestFirst([entry, ...preload], sizeOf)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return withoutScripts.replace(
    '</head>',
    `${links}<script type="module" crossorigin src="${entry}"></script></head>`,
  );
}

/** Largest first; files of the same size (or of unknown size) keep their order. */
function largestFirst(files: string[], sizeOf: (file: string) => number): string[] {
  return [...files].sort((a, b) => sizeOf(b) - sizeOf(a));
}

/**
 * index.html for each site, language (`<html lang>`) and page visitors land on, and for any other
 * page (route `*`). Each has a slot for the site's public configuration, so the app needs no round
 * trip for it before the first paint, and names as modulepreload links the chunks that page needs
 * beyond the entry script: its own code and its texts in that language. A phone fetches them beside
 * the entry instead of after running it. The public pages also come with their markup, prerendered
 * for a visitor: a member, known by the token cookie, gets the page without it (key `... member`).
 * A member's first pages (lib/member-frame.ts) are the other way round: their frame is the member's
 * page, and a visitor gets the page without it.
 */
export function finishPages({ index, preloads, prerendered, sizeOf }: BuildOutput): BuiltPages {
  const pages: BuiltPages = {};
  for (const domain of DOMAINS) {
    for (const language of LANGUAGES) {
      const shell = inSiteAndLanguage(index, domain, language).replace(
        '</head>',
        `${PUBLIC_CONFIG_SLOT}</head>`,
      );
      const page = (files: string[] = [], markup?: PrerenderedPage, route?: string, first?: FirstCall) => {
        const links = files
          .filter((file) => ASSET_PATH.test(file))
          .map(assetLink)
          .join('');
        const withLinks = shell.replace('</head>', `${links}</head>`);
        if (!markup) return scriptsLargestFirst(withLinks, sizeOf);
        // A page whose form the server answers (decision 033) works without scripts: no notice
        // that it needs them.
        const drawn = FORM_POSTED.test(markup.html) ? withLinks.replace(NOSCRIPT, '') : withLinks;
        return textFirst(drawn, sizeOf, first)
          .replace(/<title>[^<]*<\/title>/, `<title>${markup.title}</title>`)
          .replace(
            /<div id="root">[\s\S]*?<\/div>(?=\s*(?:<script|<\/body>|$))/,
            // The page the markup is of: the app takes it over only at that address (main.tsx).
            `<div id="root" data-prerendered="${route}">${markup.html}</div>`,
          );
      };
      const routes = new Set([
        ...Object.keys(preloads),
        ...Object.keys(prerendered[domain]?.[language] ?? {}),
      ]);
      for (const route of routes) {
        const files = (preloads[route] ?? preloads['*'])?.[language];
        if (route === '*') {
          pages[builtPageKey(domain, language)] = page(files);
          continue;
        }
        // The route is written into the page's markup (data-prerendered): only a plain path is.
        const markup = ROUTE_PATH.test(route) ? prerendered[domain]?.[language]?.[route] : undefined;
        // A member's frame is a member's page: a visitor gets the app alone, which sends them to /login.
        const forMember = isMemberFrame(route);
        pages[builtPageKey(domain, language, route)] = page(files, forMember ? undefined : markup, route);
        pages[builtPageKey(domain, language, route, true)] = forMember
          ? page(files, markup, route, FIRST_CALLS[route])
          : page(files, undefined, route);
      }
      pages[builtPageKey(domain, language)] ??= page();
    }
  }
  return pages;
}
