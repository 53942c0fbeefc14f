import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import {
  apiRoute,
  builtPageKey,
  DOMAINS,
  LANGUAGES,
  PAGE_SCRIPTS_STARTER,
  PUBLIC_CONFIG_SLOT,
} from '@varmala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { App } from '../../app-types.js';
import { redactUrl } from '../../lib/redact-url.js';
import { redisServerInstalled, startTestRedis, type TestRedis } from '../../test/redis-server.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createTestDatabase, testConfig, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp({
  whatsappNumber: '919876543210',
  supportEmail: 'help@varmala.example',
  androidAppUrl: 'https://play.example/varmala',
});

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error shape when the database is gone, while the process still says it is live', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(mkdtempSync(path.join(tmpdir(), 'vm-'))), database });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      Status: 'Error',
      code: 'UNAVAILABLE',
      Message: 'Not ready. The database is not answering.',
      message_key: 'notReady',
      message_params: { problems: 'The database is not answering.' },
    });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    await app.close();
  });
});

describe.skipIf(!redisServerInstalled)('GET /api/health with Redis and an S3 bucket', () => {
  let redis: TestRedis;
  let s3: TestS3;
  let app: App;
  beforeAll(async () => {
    [redis, s3] = await Promise.all([startTestRedis(), startTestS3('varmala-health')]);
    app = await buildApp({
      config: { ...ctx.config, redisUrl: redis.url, s3: s3.settings },
      database: ctx.database,
    });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([redis?.stop(), s3?.stop()]);
  });

  it('is ready while both answer, and says which limits refuse and which let through when Redis is down', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    await redis.kill();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().Message).toBe(
        'Not ready. Redis is not answering: log-in, sign-up, password reset, e-mail verification, reports, data exports, leaving the site, password changes, UTR entries, claim links are refused until it is back (fail closed); the public search, search, profile views, horoscope matches, birth chart computations, blocks, privacy settings, biodata downloads and links, shared biodata pages, uploads go on, counted by each instance alone or not at all (fail open).',
      );
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await redis.restart();
    }
  });

  it('is not ready while the bucket cannot be reached', async () => {
    await s3.stop();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().Message).toContain('The object storage (S3_BUCKET) is not answering');
  });
});

describe('GET /api/config', () => {
  it('tells the browser the public settings and the domain of the host', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: apiRoute('publicConfig').url });
    expect(response.json()).toEqual({
      domain: 'varmala',
      whatsapp_number: '919876543210',
      support_email: 'help@varmala.example',
      android_app_url: 'https://play.example/varmala',
      analytics_tag: null,
      upi_payments: false,
    });
  });
});

describe('unknown API paths and the API docs', () => {
  it.each(['/api/nothing-here', '/api', '/api/profile/1/unknown'])(
    'answers a JSON 404 for %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        Status: 'Error',
        code: 'NOT_FOUND',
        Message: 'Not found.',
        message_key: 'notFound',
      });
    },
  );

  it('answers 405 for a known path with a wrong method (plugins/error-handler.test.ts)', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: apiRoute('login').url });
    expect(response.statusCode).toBe(405);
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        apiRoute('signup').url,
        apiRoute('login').url,
        '/api/me',
        apiRoute('refreshToken').url,
        apiRoute('changePassword').url,
      ]),
    );
    const signupBody = doc.paths[apiRoute('signup').url].post.requestBody.content['application/json'].schema;
    expect(signupBody.required).toEqual(expect.arrayContaining(['user_name', 'mobile_no', 'password']));
    const html = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(html.statusCode);
  });
});

// Security headers (API, the single-page app, HSTS): test/trust/abuse.test.ts.

describe('log redaction', () => {
  it('keeps e-mailed secrets out of logged URLs', () => {
    expect(redactUrl('/verify/email/12/s3cr3t')).toBe('/verify/email/12/[redacted]');
    expect(redactUrl('/password/reset/12/s3cr3t?x=1')).toBe('/password/reset/12/[redacted]?x=1');
    expect(redactUrl('/api/media/photo-ab.webp?exp=1&sig=abc')).toBe(
      '/api/media/photo-ab.webp?exp=1&sig=[redacted]',
    );
    expect(redactUrl('/profile/search')).toBe('/profile/search');
  });
});

describe('the single-page app', () => {
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'vm-web-'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html lang="en"><div id="root"></div>',
    );
    // The pages as the build finished them (apps/web src/finish-pages.ts): the server only picks one
    // and fills the slot with the site's configuration.
    const built = (key: string, body = '<div id="root"></div>') =>
      `<!doctype html><html lang="${key.split(' ')[1]}"><head><title>${key}</title>${PUBLIC_CONFIG_SLOT}</head><body>${body}</body></html>`;
    const pages: Record<string, string> = {};
    for (const site of DOMAINS) {
      for (const language of LANGUAGES) {
        pages[builtPageKey(site, language)] = built(builtPageKey(site, language));
        const login = builtPageKey(site, language, '/login');
        pages[login] = built(
          login,
          `<div id="root" data-prerendered="/login"><h1>${site} login in ${language}</h1></div>`,
        );
        pages[builtPageKey(site, language, '/login', true)] = built(
          builtPageKey(site, language, '/login', true),
        );
      }
    }
    writeFileSync(path.join(webDistDir, 'pages.json'), JSON.stringify(pages));
    writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // Sizes on the wire, for the order a page asks for its scripts in: largest first.
    writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'x'.repeat(200));
    writeFileSync(path.join(webDistDir, 'assets', 'login-page-abc123.js'), 'x'.repeat(100));
    writeFileSync(path.join(webDistDir, 'assets', 'forms-abc123.js'), 'x'.repeat(5000));
    writeFileSync(path.join(webDistDir, 'assets', 'forms-abc123.js.br'), 'x'.repeat(300));
    writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    mkdirSync(path.join(webDistDir, '.vite'));
    writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), '{}');
    const database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(mkdtempSync(path.join(tmpdir(), 'vm-')), {
        webDistDir,
        whatsappNumber: '919876543210',
        domainHosts: new Map([['tamilmala.test', 'tamilmala' as const]]),
      }),
      database,
    });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('answers client routes with the page the build finished for them, revalidated', async () => {
    for (const url of ['/', '/login', '/profile/edit/basic', '/some/unknown/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/profile/edit/basic' })).body).toContain(
      '<title>varmala en *</title>',
    );
  });

  it("sends the page in the reader's language: the remembered choice, else the browser's, else English", async () => {
    const page = async (headers: Record<string, string>, url = '/login') => {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.headers.vary).toBe('cookie, accept-language');
      return response.body;
    };
    expect(await page({})).toContain('<html lang="en">');
    expect(await page({ 'accept-language': 'de-DE, fr;q=0.9' })).toContain('<html lang="en">');
    expect(await page({ 'accept-language': 'mr-IN,en;q=0.8' })).toContain('<html lang="mr">');
    expect(await page({ 'accept-language': 'en;q=0.5, ta;q=0.9' })).toContain('<html lang="ta">');
    expect(await page({ 'accept-language': 'ta;q=0, en' })).toContain('<html lang="en">');
    // The choice made on the device wins over the browser's languages; an unknown one is ignored.
    expect(await page({ cookie: 'session=x; lang=mr', 'accept-language': 'ta' })).toContain(
      '<title>varmala mr /login</title>',
    );
    expect(await page({ cookie: 'lang=xx', 'accept-language': 'ta' })).toContain('<html lang="ta">');
    expect(await page({ cookie: 'lang=ta' }, '/profile/edit/basic')).toContain('<title>varmala ta *</title>');
  });

  it("sends a visitor the site's public page with its text, a member the page without, and both the site's settings", async () => {
    for (const url of ['/login', '/login?next=/profile/search']) {
      const visitor = await app.inject({ method: 'GET', url, headers: { cookie: 'lang=mr' } });
      expect(visitor.body).toContain(
        '<div id="root" data-prerendered="/login"><h1>varmala login in mr</h1></div>',
      );
    }
    const tamil = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'tamilmala.test', cookie: 'lang=ta' },
    });
    expect(tamil.body).toContain('<h1>tamilmala login in ta</h1>');
    // The settings the app needs come with the page: no round trip before the first paint.
    expect(tamil.body).toContain(
      '<script type="application/json" id="public-config">{"domain":"tamilmala","whatsapp_number":"919876543210","support_email":null,"android_app_url":null,"analytics_tag":null,"upi_payments":false}</script></head>',
    );
    expect(tamil.body).not.toContain(PUBLIC_CONFIG_SLOT);
    const member = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: 'lang=mr; accessTokenV2=eyJhbGciOi.x.y' },
    });
    expect(member.body).toContain('<title>varmala mr /login member</title>');
    expect(member.body).not.toContain('data-prerendered');
    expect(member.body).toContain('<script type="application/json" id="public-config">{"domain":"varmala"');
    // The prerendered page's one inline script is the one the policy allows.
    const policy = String(member.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(PAGE_SCRIPTS_STARTER).digest('base64')}'`;
    expect(policy).toContain(`script-src 'self' ${hash};`);
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the pre-compressed copy to a browser that takes Brotli, the plain file to one that does not', async () => {
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it("does not serve the build's chunk manifest", async () => {
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
