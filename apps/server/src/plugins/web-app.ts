import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DOMAINS,
  type Domain,
  isLanguage,
  LANGUAGES,
  type Language,
  type PublicConfig,
  TOKEN_COOKIE,
} from '@varmala/shared';
import type { App } from '../app-types.js';
import { type Config, defaultDomainFor } from '../config.js';
import { AppError } from '../errors.js';
import { PAGE_SCRIPTS_ID, PAGE_SCRIPTS_STARTER } from './page-scripts.js';

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else revalidated,
 * and every unknown non-API GET answered with index.html so client routes survive a reload.
 * Unknown /api/* paths get the JSON 404 instead.
 */
export async function registerWebApp(app: App, config: Config): Promise<void> {
  const { webDistDir } = config;
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);
  const pages = hasWebApp && webDistDir ? pagesOf(webDistDir, config) : undefined;

  if (hasWebApp && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/compress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing file (an asset of another build, say) is a 404, never the page in its place.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isApi || isFile || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', 'notFound');
    }
    reply.header('cache-control', 'no-cache');
    if (!pages) return reply.sendFile('index.html');
    // The page is written in the reader's language: its <html lang> and the texts it preloads.
    reply.header('vary', 'cookie, accept-language');
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
    const domain = defaultDomainFor(config, request.hostname);
    const route = request.url.split('?')[0] ?? '';
    // A member's page shows their own header: the markup prerendered for visitors is not theirs.
    const signedIn = hasTokenCookie(request.headers.cookie);
    const page =
      pages.get(pageKey(domain, language, route, signedIn)) ?? pages.get(pageKey(domain, language));
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

function pageKey(domain: Domain, language: Language, route = '*', signedIn = false): string {
  return `${domain} ${language} ${route}${signedIn ? ' member' : ''}`;
}

function hasTokenCookie(cookie: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;]`).test(cookie ?? '');
}

/**
 * The language the web app will choose (apps/web src/i18n/i18n.ts): the device's remembered choice
 * (the `lang` cookie), else the first of the browser's languages the site speaks, else English.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookie?.match(/(?:^|;\s*)lang=([a-z]+)/)?.[1];
  if (isLanguage(chosen)) return chosen;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((item) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  return preferred.map(({ base }) => base).find(isLanguage) ?? 'en';
}

/** The texts of index.html itself, read before any script runs, and its app manifest, per language. */
const SHELL_TEXTS: Readonly<Record<Exclude<Language, 'en'>, { description: string; noscript: string }>> = {
  mr: {
    description: 'वरमाला: प्रादेशिक भाषिक समाजांसाठी वधू-वरांची स्थळे.',
    noscript: 'वरमाला वापरण्यासाठी JavaScript लागते. कृपया आपल्या ब्राउझरमध्ये ते सुरू करा.',
  },
  ta: {
    description: 'வரமாலா: பிராந்திய மொழிச் சமூகங்களுக்கான திருமண வரன்கள்.',
    noscript: 'வரமாலாவைப் பயன்படுத்த JavaScript தேவை. உங்கள் உலாவியில் அதை இயக்கவும்.',
  },
};

function inLanguage(index: string, language: Language): string {
  const page = index.replace(/<html lang="[a-z]+">/, `<html lang="${language}">`);
  if (language === 'en') return page;
  const texts = SHELL_TEXTS[language];
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

/** Only hashed asset paths are named in a page (the build writes them; nothing else is trusted). */
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

/** A page's own stylesheet is linked, its scripts preloaded. */
function assetLink(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="[^"]+">/;
const CHARSET = '<meta charset="UTF-8" />';

/**
 * A prerendered page's text needs its stylesheet and nothing else: the stylesheet comes first in
 * the head (after the charset, which must lead), and the scripts that take the page over are not
 * in the head at all. The page lists them (`#page-scripts`) and its one inline script asks for them
 * once the text is on the screen (decision 014). On a slow line the phone spends its first seconds
 * on the words; on a phone with few cores, parsing the scripts no longer competes with laying out
 * the page. A head written otherwise keeps its stylesheet where it is.
 */
function textFirst(page: string, sizeOf: (file: string) => number): string {
  const stylesheet = STYLESHEET_LINK.exec(page)?.[0];
  const styledFirst =
    stylesheet && page.includes(CHARSET)
      ? page.replace(stylesheet, '').replace(CHARSET, `${CHARSET}${stylesheet}`)
      : page;
  const { withoutScripts, entry, preload } = takeScripts(styledFirst);
  // Without its entry the page could never be taken over: it then keeps its head as it was.
  if (!entry || !ASSET_PATH.test(entry)) return styledFirst;
  const listed = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptJson({ entry, preload: largestFirst(preload, sizeOf) })}</script>`;
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
 * What each built file costs on the wire: the size of its Brotli copy, else its gzip copy, else its
 * own (0 when it is not there). Read once, when the pages are built.
 */
function wireSizes(webDistDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  const sizeOnDisk = (full: string) => (existsSync(full) ? statSync(full).size : undefined);
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      const full = path.join(webDistDir, file);
      size = sizeOnDisk(`${full}.br`) ?? sizeOnDisk(`${full}.gz`) ?? sizeOnDisk(full) ?? 0;
      sizes.set(file, size);
    }
    return size;
  };
}

/** What the browser may know of the deployment, per site (system/routes.ts answers the same). */
function publicConfigOf(config: Config, domain: Domain): PublicConfig {
  return {
    domain,
    whatsapp_number: config.whatsappNumber ?? null,
    support_email: config.supportEmail ?? null,
    android_app_url: config.androidAppUrl ?? null,
    analytics_tag: config.analyticsTag ?? null,
  };
}

/** JSON inside <script>: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

interface PrerenderedPage {
  title: string;
  html: string;
}
type Prerendered = Partial<Record<Domain, Partial<Record<Language, Record<string, PrerenderedPage>>>>>;

/**
 * index.html for each site, language (`<html lang>`) and page visitors land on (keyed `domain
 * language route`), and for any other page (`domain language *`). Each carries the site's public
 * configuration, so the app needs no round trip for it before the first paint, and names as
 * modulepreload links the chunks that page needs beyond the entry script: its own code and its
 * texts in that language (dist/preloads.json, written by the web build). A phone fetches them
 * beside the entry instead of after running it. The public pages also come with their markup,
 * prerendered by the build for a visitor (dist/prerendered.json): a member, known by the token
 * cookie, gets the page without it (key `... member`).
 */
function pagesOf(webDistDir: string, config: Config): Map<string, string> {
  const index = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const readJson = <T>(file: string, fallback: T): T => {
    const full = path.join(webDistDir, file);
    return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as T) : fallback;
  };
  const preloads = readJson<Record<string, Partial<Record<Language, string[]>>>>('preloads.json', {});
  const prerendered = readJson<Prerendered>('prerendered.json', {});
  const pages = new Map<string, string>();
  const sizeOf = wireSizes(webDistDir);
  for (const domain of DOMAINS) {
    const configScript = `<script type="application/json" id="public-config">${scriptJson(publicConfigOf(config, domain))}</script>`;
    for (const language of LANGUAGES) {
      const shell = inLanguage(index, language).replace('</head>', `${configScript}</head>`);
      const page = (files: string[] = [], markup?: PrerenderedPage, route?: string) => {
        const links = files
          .filter((file) => ASSET_PATH.test(file))
          .map(assetLink)
          .join('');
        const withLinks = shell.replace('</head>', `${links}</head>`);
        if (!markup) return scriptsLargestFirst(withLinks, sizeOf);
        return textFirst(withLinks, sizeOf)
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
          pages.set(pageKey(domain, language), page(files));
          continue;
        }
        // The route is written into the page's markup (data-prerendered): only a plain path is.
        const markup = ROUTE_PATH.test(route) ? prerendered[domain]?.[language]?.[route] : undefined;
        pages.set(pageKey(domain, language, route), page(files, markup, route));
        pages.set(pageKey(domain, language, route, true), page(files));
      }
      if (!pages.has(pageKey(domain, language))) pages.set(pageKey(domain, language), page());
    }
  }
  return pages;
}
