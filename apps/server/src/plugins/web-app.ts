import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
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
  const landingPages = hasWebApp && webDistDir ? landingPagesOf(webDistDir) : new Map<string, string>();

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
    const landing = landingPages.get(request.url.split('?')[0] ?? '');
    if (landing) return reply.type('text/html; charset=utf-8').send(landing);
    return reply.sendFile('index.html');
  });
}

/** Only hashed asset paths are named in a page (the build writes them; nothing else is trusted). */
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

/**
 * index.html for each page visitors land on, naming the chunks that page needs beyond the entry
 * script as modulepreload links (dist/preloads.json, written by the web build): a phone fetches
 * them beside the entry instead of after running it, one round trip less before the page shows.
 */
function landingPagesOf(webDistDir: string): Map<string, string> {
  const preloadsFile = path.join(webDistDir, 'preloads.json');
  const pages = new Map<string, string>();
  if (!existsSync(preloadsFile)) return pages;
  const index = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>;
  for (const [route, files] of Object.entries(preloads)) {
    const links = files
      .filter((file) => ASSET_PATH.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    if (links && index.includes('</head>')) pages.set(route, index.replace('</head>', `${links}</head>`));
  }
  return pages;
}
