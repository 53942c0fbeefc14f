import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_DOMAIN, DOMAINS, type Domain, isLanguage, siteName, TOKEN_COOKIE } from '@varmala/shared';
import type { App } from '../app-types.js';
import { type Config, defaultDomainFor } from '../config.js';
import { AppError } from '../errors.js';
import { pageLanguage, type WebPages } from '../lib/web-pages.js';

/** Unknown non-API GETs get index.html so client routes survive a reload; unknown /api/* the JSON 404. */
export async function registerWebApp(app: App, config: Config, pages: WebPages): Promise<void> {
  const { webDistDir } = config;
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);

  if (hasWebApp && webDistDir) {
    for (const [url, bySite] of siteManifests(webDistDir)) {
      app.get(url, (request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('application/manifest+json; charset=utf-8')
          .send(bySite[defaultDomainFor(config, request.hostname)]),
      );
    }
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Each site's manifest is answered above; the build's copies are the default site's.
      globIgnore: [MANIFEST_GLOB],
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing asset is a 404, never the page in its place.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isApi || isFile || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', 'notFound');
    }
    reply.header('cache-control', 'no-cache');
    if (!pages.built) return reply.sendFile('index.html');
    reply.header('vary', 'cookie, accept-language');
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
    const domain = defaultDomainFor(config, request.hostname);
    const route = request.url.split('?')[0] ?? '';
    // The markup prerendered for visitors is not a member's.
    const signedIn = hasTokenCookie(request.headers.cookie);
    const page = pages.page(domain, language, route, signedIn);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

const MANIFEST_FILE = /^manifest(?:\.([a-z]+))?\.webmanifest$/;
const MANIFEST_GLOB = 'manifest*.webmanifest*';

/** A phone installing the Tamil site must show Tamilmala; the site is the host's (manifests lack cookies). */
function siteManifests(webDistDir: string): Map<string, Record<Domain, string>> {
  const manifests = new Map<string, Record<Domain, string>>();
  for (const file of readdirSync(webDistDir)) {
    const match = MANIFEST_FILE.exec(file);
    const language = match && (match[1] ?? 'en');
    if (!isLanguage(language)) continue;
    const manifest = JSON.parse(readFileSync(path.join(webDistDir, file), 'utf8')) as Record<string, unknown>;
    const asWritten = siteName(DEFAULT_DOMAIN, language);
    const bySite = Object.fromEntries(
      DOMAINS.map((domain) => {
        const name = siteName(domain, language);
        const description = String(manifest.description ?? '').replaceAll(asWritten, name);
        return [domain, JSON.stringify({ ...manifest, name, short_name: name, description })];
      }),
    ) as Record<Domain, string>;
    manifests.set(`/${file}`, bySite);
  }
  return manifests;
}

function hasTokenCookie(cookie: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;]`).test(cookie ?? '');
}
