import { ANALYTICS_HOSTS, analyticsProvider } from '@varmala/shared';
import type { App } from '../app-types.js';
import type { Config } from '../config.js';

export function contentSecurityPolicy(config: Config): string {
  const hosts = config.analyticsTag ? ANALYTICS_HOSTS[analyticsProvider(config.analyticsTag)] : undefined;
  const script = ["'self'", ...(hosts?.script ?? [])].join(' ');
  const connect = ["'self'", ...(hosts?.script ?? []), ...(hosts?.connect ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${script}`,
    // Toast and animation libraries set inline styles; no script can run from them.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${hosts ? ` ${hosts.connect.join(' ')}` : ''}`,
    `connect-src ${connect}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(app: App, config: Config): void {
  const csp = contentSecurityPolicy(config);
  // A callback hook, not an async one: it waits for nothing, and it runs on every response.
  app.addHook('onSend', (request, reply, payload, done) => {
    // The API docs page brings its own, hash-based policy.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
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
