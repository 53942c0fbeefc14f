import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { ANALYTICS_HOSTS, analyticsProvider } from '@varmala/shared';
import helmet from 'helmet';
import type { App } from '../app-types.js';
import type { Config } from '../config.js';
import { PAGE_SCRIPTS_STARTER_SOURCE } from './page-scripts.js';

/** These pages can read the session token: no third-party script (the ad tag has its own sandboxed frame). */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // The one inline script of a prerendered page (page-scripts.ts).
  'script-src': ["'self'", PAGE_SCRIPTS_STARTER_SOURCE],
  // Toast and animation libraries set inline styles; no script can run from them.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');

/** Sandboxed with scripts only: an opaque origin even outside its frame; framed only by our own pages. */
export function conversionFramePolicy(config: Config, scriptHash: string): string {
  const hosts = config.analyticsTag ? ANALYTICS_HOSTS[analyticsProvider(config.analyticsTag)] : undefined;
  const scriptHosts = hosts?.script ?? [];
  const connectHosts = [...scriptHosts, ...(hosts?.connect ?? [])];
  return [
    "default-src 'none'",
    `script-src '${scriptHash}' ${scriptHosts.join(' ')}`.trim(),
    `img-src ${connectHosts.join(' ') || "'none'"}`,
    `connect-src ${connectHosts.join(' ') || "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
  ].join('; ');
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // Sent only over HTTPS (below): helmet cannot tell.
  strictTransportSecurity: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * The headers helmet writes with these options, read once: they are the same for every request,
 * where helmet's Fastify plugin built the middleware again on each one.
 */
function helmetHeaders(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(HELMET_OPTIONS)(request, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/** Never kept by a cache unless the route says how long (it sets its own `cache-control`). */
const NOT_KEPT = { 'cache-control': 'no-store' } as const;

/**
 * What an API answer carries: it is never a page, so the page's policy (its script, styles, camera,
 * opener and referrer) has nothing to act on there. A browser that opened one anyway may run, load
 * and frame nothing (docs/decisions/052).
 */
export const API_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  ...NOT_KEPT,
});

/** A route that sets its own policy or cache time later (conversion frame, a served upload) replaces it. */
export async function registerSecurityHeaders(app: App): Promise<void> {
  const pageHeaders = Object.freeze({
    ...helmetHeaders(),
    // The camera for the site's own pages only: the melava's door page scans passes with it, and a page
    // reached inside the app keeps the policy of the page first loaded.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
  });
  // The API docs are pages under /api/.
  const docsHeaders = Object.freeze({ ...pageHeaders, ...NOT_KEPT });
  const headersFor = (url: string) =>
    !url.startsWith('/api/') ? pageHeaders : url.startsWith('/api/docs') ? docsHeaders : API_HEADERS;
  app.addHook('onRequest', (request, reply, done) => {
    // On the reply, not the raw response: Node then writes the head from one object, without its
    // per-header store. A route that hijacks the reply copies them (conversations' stream).
    reply.headers(headersFor(request.url));
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });
}
