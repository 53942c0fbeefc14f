import { createHash } from 'node:crypto';
import { analyticsProvider } from '@varmala/shared';
import type { App } from '../app-types.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { conversionFramePolicy } from './security-headers.js';

export const CONVERSION_FRAME_PATH = '/api/analytics/signup-conversion';

/** The tag id is checked at start-up (letters, digits, '-', '_'); JSON quoting keeps it a string. */
function conversionScript(tag: string): string {
  const id = JSON.stringify(tag);
  if (analyticsProvider(tag) === 'meta') {
    return [
      'var q=window.fbq=function(){q.callMethod?q.callMethod.apply(q,arguments):q.queue.push(arguments)};',
      "q.push=q;q.loaded=true;q.version='2.0';q.queue=[];window._fbq=q;",
      `fbq('init',${id});fbq('track','CompleteRegistration');`,
      "var s=document.createElement('script');s.async=true;",
      "s.src='https://connect.facebook.net/en_US/fbevents.js';document.head.appendChild(s);",
    ].join('');
  }
  return [
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}',
    `gtag('js',new Date());gtag('config',${id});`,
    `gtag('event',${JSON.stringify(tag.startsWith('AW-') ? 'conversion' : 'sign_up')},{send_to:${id}});`,
    "var s=document.createElement('script');s.async=true;",
    `s.src='https://www.googletagmanager.com/gtag/js?id='+encodeURIComponent(${id});`,
    'document.head.appendChild(s);',
  ].join('');
}

/**
 * The only place the ad tag runs: the app's pages can read the session token. Sandboxed without
 * same-origin rights, even when opened on its own: no cookie, no storage, no access to the page around.
 */
export function registerConversionFrame(app: App, config: Config): void {
  const tag = config.analyticsTag;
  const script = tag ? conversionScript(tag) : undefined;
  const html = script
    ? `<!doctype html><meta charset="utf-8"><title>Sign-up</title><script>${script}</script>`
    : undefined;
  const policy = script
    ? conversionFramePolicy(config, `sha256-${createHash('sha256').update(script).digest('base64')}`)
    : undefined;

  app.get(CONVERSION_FRAME_PATH, { schema: { hide: true } }, async (_request, reply) => {
    if (!html || !policy) throw new AppError('NOT_FOUND', 'notFound');
    return reply
      .header('content-security-policy', policy)
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
