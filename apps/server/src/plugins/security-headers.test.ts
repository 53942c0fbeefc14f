import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_SCRIPTS_STARTER } from '@varmala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { App } from '../app-types.js';
import { testConfig, useTestApp } from '../test/test-app.js';

const STARTER_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPTS_STARTER).digest('base64')}'`;

const ctx = useTestApp();

/** The headers every page and file carries, whatever answers it (the API docs are pages). */
const PROTECTIVE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
};

/** Headers that say how to read this one response, not what the browser may do with it. */
const DESCRIBING = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'location',
  'transfer-encoding',
  'vary',
]);

/** The directives of a Content-Security-Policy header, by name, in order. */
function directives(header: unknown): [string, string[]][] {
  return String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...values]) => [name as string, values]);
}

/** Every header of a response but the describing ones: a header added by a library shows up here. */
function policyHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DESCRIBING.has(name) && name !== 'content-security-policy'),
  );
}

describe('security headers', () => {
  let withPages: App;
  beforeAll(async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'vm-web-'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Varmala</title>');
    writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    withPages = await buildApp({
      config: testConfig(ctx.dataDir, { webDistDir }),
      database: ctx.database,
    });
  });
  afterAll(() => withPages?.close());

  it('sends pages and files the page policy, and no header beyond the protective ones', async () => {
    const requests = [
      { url: '/', status: 200 },
      { url: '/profile/search', status: 200 },
      { url: '/assets/app-abc123.js', status: 200 },
      { url: '/assets/gone-123.js', status: 404 },
    ];
    for (const { url, status } of requests) {
      const response = await withPages.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(policyHeaders(response.headers), url).toEqual(PROTECTIVE);
      expect(directives(response.headers['content-security-policy']), url).toEqual([
        ['default-src', ["'self'"]],
        // The one inline script of a prerendered page, by its hash (page-scripts.ts).
        ['script-src', ["'self'", STARTER_HASH]],
        ['style-src', ["'self'", "'unsafe-inline'"]],
        ['img-src', ["'self'", 'data:', 'blob:']],
        ['connect-src', ["'self'"]],
        ['font-src', ["'self'"]],
        ['object-src', ["'none'"]],
        ['base-uri', ["'self'"]],
        ['form-action', ["'self'"]],
        ['frame-ancestors', ["'none'"]],
        ['manifest-src', ["'self'"]],
        ['worker-src', ["'self'"]],
      ]);
    }
  });

  it('sends API answers, errors included, a policy that lets nothing run, load or frame them, and nothing a page alone needs', async () => {
    const requests = [
      { url: '/api/health', status: 200 },
      { url: '/api/me', status: 401 },
      { url: '/api/nothing-here', status: 404 },
    ];
    for (const { url, status } of requests) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(policyHeaders(response.headers), url).toEqual({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(directives(response.headers['content-security-policy']), url).toEqual([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
      ]);
    }
  });

  it("keeps the API docs page on the docs' own policy, which lets it show the validator badge", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const policy = new Map(directives(response.headers['content-security-policy']));
    expect(policy.get('img-src')).toContain('validator.swagger.io');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policyHeaders(response.headers)).toEqual(PROTECTIVE);
  });

  it('never lets a cache keep an API answer, unless the route says how long', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const page = await withPages.inject({ method: 'GET', url: '/profile/search' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
