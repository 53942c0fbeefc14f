import fastifyHelmet from '@fastify/helmet';
import { ANALYTICS_HOSTS, analyticsProvider } from '@varmala/shared';
import type { App } from '../app-types.js';
import type { Config } from '../config.js';
import { PAGE_SCRIPTS_STARTER_SOURCE } from './page-scripts.js';

/**
 * The policy of the app's pages and the API. These pages can read the member's session token, so
 * they run no third-party script: not even the ad-analytics tag, which runs in a sandboxed frame of
 * its own (`conversionFramePolicy`, plugins/conversion-frame.ts).
 */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // Our own files, and the one inline script of a prerendered page (page-scripts.ts).
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

/**
 * The policy of the frame that reports a sign-up: its one inline script (by hash) and the tag's
 * hosts, nothing of ours; sandboxed with scripts only, so the document has an opaque origin even
 * when opened outside its sandboxed frame; framed only by our own pages.
 */
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

/**
 * Helmet sets the headers when a request arrives; a route that sets its own policy later (the API
 * docs, the conversion frame, a served upload) replaces it. Helmet's other defaults stay off so a
 * response carries what it did before.
 */
export async function registerSecurityHeaders(app: App): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Sent only when the request came over HTTPS (below): helmet cannot tell.
    strictTransportSecurity: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // A callback hook, not an async one: it waits for nothing, and it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
