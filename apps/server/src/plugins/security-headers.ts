import { ANALYTICS_HOSTS, analyticsProvider } from '@varmala/shared';
import type { App } from '../app-types.js';
import type { Config } from '../config.js';

/**
 * The policy of the app's pages and the API. These pages can read the member's session token, so
 * they run no third-party script: not even the ad-analytics tag, which runs in a sandboxed frame of
 * its own (`conversionFramePolicy`, plugins/conversion-frame.ts).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Toast and animation libraries set inline styles; no script can run from them.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join('; ');

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

export function registerSecurityHeaders(app: App): void {
  // A callback hook, not an async one: it waits for nothing, and it runs on every response.
  app.addHook('onSend', (request, reply, payload, done) => {
    // The API docs page and the conversion frame bring their own, hash-based policies.
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
