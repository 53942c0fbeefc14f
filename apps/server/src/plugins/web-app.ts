import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type BuiltPages,
  builtPageKey,
  type Domain,
  isDomain,
  isLanguage,
  type Language,
  PUBLIC_CONFIG_SLOT,
  type PublicConfig,
  TOKEN_COOKIE,
} from '@varmala/shared';
import type { App } from '../app-types.js';
import { type Config, defaultDomainFor } from '../config.js';
import { AppError } from '../errors.js';

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
      pages.get(builtPageKey(domain, language, route, signedIn)) ?? pages.get(builtPageKey(domain, language));
    return reply.type('text/html; charset=utf-8').send(page);
  });
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

/** What the browser may know of the deployment, per site (system/routes.ts answers the same). */
function publicConfigOf(config: Config, domain: Domain): PublicConfig {
  return {
    domain,
    whatsapp_number: config.whatsappNumber ?? null,
    support_email: config.supportEmail ?? null,
    android_app_url: config.androidAppUrl ?? null,
    analytics_tag: config.analyticsTag ?? null,
    upi_payments: config.upiVpa !== undefined,
  };
}

/** JSON inside <script>: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The pages the build finished (dist/pages.json, apps/web src/finish-pages.ts), each with the site's
 * public configuration in its slot, so the app needs no round trip for it before the first paint.
 * Undefined for a build without them: every page is then index.html as it is.
 */
function pagesOf(webDistDir: string, config: Config): Map<string, string> | undefined {
  const file = path.join(webDistDir, 'pages.json');
  if (!existsSync(file)) return undefined;
  const built = JSON.parse(readFileSync(file, 'utf8')) as BuiltPages;
  const pages = new Map<string, string>();
  for (const [key, page] of Object.entries(built)) {
    // The key starts with the page's site (builtPageKey).
    const domain = key.split(' ')[0];
    if (!isDomain(domain)) continue;
    const configScript = `<script type="application/json" id="public-config">${scriptJson(publicConfigOf(config, domain))}</script>`;
    pages.set(
      key,
      page.replace(PUBLIC_CONFIG_SLOT, () => configScript),
    );
  }
  return pages;
}
