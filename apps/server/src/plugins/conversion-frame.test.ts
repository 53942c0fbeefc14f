import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoute, errorBodySchema } from '@varmala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { App } from '../app-types.js';
import { testConfig, useTestApp } from '../test/test-app.js';
import { CONVERSION_FRAME_PATH } from './conversion-frame.js';
import { PAGE_SCRIPTS_STARTER_SOURCE } from './page-scripts.js';

const ctx = useTestApp();

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** The same database, served with an analytics tag (and the single-page app, to check its pages). */
async function appWithTag(tag: string): Promise<App> {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'varmala-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Varmala</title>');
  return buildApp({
    config: testConfig(ctx.dataDir, { analyticsTag: tag, webDistDir }),
    database: ctx.database,
  });
}

describe('the sign-up conversion frame', () => {
  let google: App;
  let meta: App;
  beforeAll(async () => {
    google = await appWithTag('AW-123456789');
    meta = await appWithTag('123456789012345');
  });
  afterAll(async () => {
    await google?.close();
    await meta?.close();
  });

  it("keeps the tag out of every page that can read the session token, whatever the tag's provider", async () => {
    for (const app of [google, meta]) {
      for (const url of ['/', '/signup', '/profile/search']) {
        const policy = directives(
          (await app.inject({ method: 'GET', url })).headers['content-security-policy'],
        );
        // Our own files and the prerendered pages' one inline script (page-scripts.ts), no host.
        expect(policy.get('script-src'), url).toEqual(["'self'", PAGE_SCRIPTS_STARTER_SOURCE]);
        expect(policy.get('connect-src'), url).toEqual(["'self'"]);
        expect(policy.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
        expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      }
      // An API answer opened as a page runs and loads nothing at all (decision 052).
      for (const url of [apiRoute('publicConfig').url, '/api/me']) {
        const policy = directives(
          (await app.inject({ method: 'GET', url })).headers['content-security-policy'],
        );
        expect([...policy], url).toEqual([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]);
      }
    }
  });

  it('runs the tag sandboxed, without same-origin rights, with its one script allowed by hash', async () => {
    const response = await google.inject({ method: 'GET', url: CONVERSION_FRAME_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = directives(response.headers['content-security-policy']);

    // An opaque origin even when opened outside its frame: no cookie, no storage, no parent page.
    expect(policy.get('sandbox')).toEqual(['allow-scripts']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');

    const script = /<script>([\s\S]*)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(script).toContain('"AW-123456789"');
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual([hash, 'https://www.googletagmanager.com']);
    for (const name of ['script-src', 'connect-src', 'img-src']) {
      expect(policy.get(name), name).not.toContain("'self'");
      expect(policy.get(name)?.join(' '), name).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    }
    expect(policy.get('connect-src')).toContain('https://www.googleadservices.com');
  });

  it("loads a Meta pixel from Meta's host only", async () => {
    const response = await meta.inject({ method: 'GET', url: CONVERSION_FRAME_PATH });
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')?.slice(1)).toEqual(['https://connect.facebook.net']);
    expect(response.body).toContain("fbq('track','CompleteRegistration')");
    expect(response.body).not.toContain('googletagmanager');
  });

  it('does not exist without an analytics tag', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: CONVERSION_FRAME_PATH });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
  });
});
