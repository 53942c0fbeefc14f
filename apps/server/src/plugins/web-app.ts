import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLanguage, LANGUAGES, type Language } from '@varmala/shared';
import type { App } from '../app-types.js';
import { AppError } from '../errors.js';

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else revalidated,
 * and every unknown non-API GET answered with index.html so client routes survive a reload.
 * Unknown /api/* paths get the JSON 404 instead.
 */
export async function registerWebApp(app: App, webDistDir: string | undefined): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);
  const pages = hasWebApp && webDistDir ? pagesOf(webDistDir) : undefined;

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
      throw new AppError('NOT_FOUND', 'Not found.');
    }
    reply.header('cache-control', 'no-cache');
    if (!pages) return reply.sendFile('index.html');
    // The page is written in the reader's language: its <html lang> and the texts it preloads.
    reply.header('vary', 'cookie, accept-language');
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
    const route = request.url.split('?')[0] ?? '';
    return reply
      .type('text/html; charset=utf-8')
      .send(pages.get(`${language} ${route}`) ?? pages.get(language));
  });
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
    description: 'Varmala: प्रादेशिक भाषिक समाजांसाठी वधू-वरांची स्थळे.',
    noscript: 'Varmala वापरण्यासाठी JavaScript लागते. कृपया आपल्या ब्राउझरमध्ये ते सुरू करा.',
  },
  ta: {
    description: 'Varmala: பிராந்திய மொழிச் சமூகங்களுக்கான திருமண வரன்கள்.',
    noscript: 'Varmala-வைப் பயன்படுத்த JavaScript தேவை. உங்கள் உலாவியில் அதை இயக்கவும்.',
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

/** Only hashed asset paths are named in a page (the build writes them; nothing else is trusted). */
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

/**
 * index.html in each language (`<html lang>`), for each page visitors land on (keyed `language
 * route`) and for any other page (keyed `language`). Each names, as modulepreload links, the chunks
 * that page needs beyond the entry script: its own code and its texts in that language
 * (dist/preloads.json, written by the web build). A phone fetches them beside the entry instead of
 * after running it, one round trip less before the page shows.
 */
function pagesOf(webDistDir: string): Map<string, string> {
  const index = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDistDir, 'preloads.json');
  const preloads: Record<string, Partial<Record<Language, string[]>>> = existsSync(preloadsFile)
    ? JSON.parse(readFileSync(preloadsFile, 'utf8'))
    : {};
  const pages = new Map<string, string>();
  for (const language of LANGUAGES) {
    const shell = inLanguage(index, language);
    const page = (files: string[] = []) => {
      const links = files
        .filter((file) => ASSET_PATH.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      return shell.replace('</head>', `${links}</head>`);
    };
    for (const [route, files] of Object.entries(preloads)) {
      pages.set(route === '*' ? language : `${language} ${route}`, page(files[language]));
    }
    if (!pages.has(language)) pages.set(language, page());
  }
  return pages;
}
