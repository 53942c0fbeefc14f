import { builtPageKey, PAGE_SCRIPTS_STARTER, PUBLIC_CONFIG_SLOT } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { SEARCH_FIRST_CALL } from './features/search/first-call';
import { finishPages } from './finish-pages';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Varmala: marriage profiles." /><link rel="manifest" href="/manifest.webmanifest" /><title>Varmala</title><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><noscript>Varmala needs JavaScript.</noscript><div id="root"></div></body></html>';

const prerenderedIn = (site: string, language: string) => ({
  '/login': { title: `Login ${language}`, html: `<main><h1>${site} login in ${language}</h1></main>` },
  '/signup': {
    title: `Sign up ${language}`,
    html: `<main><form method="post" action="/signup"><input name="mobile_no"></form></main>`,
  },
  '/home': { title: `Home ${language}`, html: `<main><h1>${site} home frame in ${language}</h1></main>` },
  '/profile/search': { title: `Search ${language}`, html: `<main><h1>${site} search frame</h1></main>` },
});

// Sizes on the wire, for the order a page asks for its scripts in: largest first.
const SIZES: Record<string, number> = {
  '/assets/index-abc123.js': 200,
  '/assets/login-page-abc123.js': 100,
  '/assets/forms-abc123.js': 300,
};

const pages = finishPages({
  index: INDEX,
  preloads: {
    '*': { en: [], mr: ['/assets/mr-core-abc123.js'], ta: ['/assets/ta-core-abc123.js'] },
    '/login': {
      en: ['/assets/login-page-abc123.js', '/assets/forms-abc123.js'],
      mr: ['/assets/login-page-abc123.js', '/assets/mr-core-abc123.js'],
    },
    '/elsewhere': { en: ['https://cdn.example/x.js', '/assets/../secret.js'] },
    '/home': { mr: ['/assets/member-home-page-abc123.js', '/assets/mr-core-abc123.js'] },
  },
  prerendered: {
    varmala: { en: prerenderedIn('varmala', 'en'), mr: prerenderedIn('varmala', 'mr') },
    tamilmala: { en: prerenderedIn('tamilmala', 'en'), ta: prerenderedIn('tamilmala', 'ta') },
  },
  sizeOf: (file) => SIZES[file] ?? 0,
});

const page = (key: string) => {
  const found = pages[key];
  if (found === undefined) throw new Error(`no page ${key}`);
  return found;
};
const scriptsListed = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  );

describe('the pages the build finishes', () => {
  it('are one per site, language and named route, for a visitor and a member, and one for any other page', () => {
    const keys = Object.keys(pages);
    for (const site of ['varmala', 'tamilmala'] as const) {
      for (const language of ['en', 'mr', 'ta'] as const) {
        for (const route of ['/login', '/elsewhere']) {
          expect(keys).toContain(builtPageKey(site, language, route));
          expect(keys).toContain(builtPageKey(site, language, route, true));
        }
        expect(keys).toContain(builtPageKey(site, language));
      }
    }
    // Each leaves the one slot for the site's configuration, in its head.
    for (const html of Object.values(pages)) {
      expect(html.split(PUBLIC_CONFIG_SLOT)).toHaveLength(2);
      expect(html.indexOf(PUBLIC_CONFIG_SLOT)).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it("name a landing page's own chunks as modulepreload links, largest first, and only hashed assets", () => {
    expect(page('varmala en /login member')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/forms-abc123.js"><link rel="modulepreload" crossorigin href="/assets/index-abc123.js"><link rel="modulepreload" crossorigin href="/assets/login-page-abc123.js"><script type="module" crossorigin src="/assets/index-abc123.js"></script></head>',
    );
    expect(page('varmala en /login member').match(/<script type="module"/g)).toHaveLength(1);
    for (const key of ['varmala en *', 'varmala en /elsewhere', 'varmala en /elsewhere member']) {
      expect(page(key)).toContain('<div id="root"></div>');
      expect(page(key)).not.toContain('modulepreload');
      expect(page(key)).not.toContain('secret');
    }
  });

  it("are written in the page's language: <html lang>, the texts before any script, the manifest and the preloads", () => {
    const marathi = page('varmala mr /login member');
    expect(marathi).toContain('<html lang="mr">');
    expect(marathi).toContain('"/assets/mr-core-abc123.js"');
    expect(marathi).not.toContain('forms-abc123');
    const tamil = page('varmala ta *');
    expect(tamil).toContain('<html lang="ta">');
    expect(tamil).toContain('href="/assets/ta-core-abc123.js"');
    expect(tamil).toContain('href="/manifest.ta.webmanifest"');
    expect(tamil).toContain('<noscript>வரமாலாவைப் பயன்படுத்த JavaScript தேவை.');
    expect(tamil).toContain('content="வரமாலா: பிராந்திய மொழிச்');
    const english = page('varmala en *');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('href="/manifest.webmanifest"');
    expect(english).toContain('<noscript>Varmala needs JavaScript.</noscript>');
  });

  it('say a page needs scripts only where it does: a form the server answers works without them', () => {
    expect(page('varmala en /signup')).toContain('<form method="post" action="/signup">');
    expect(page('varmala en /signup')).not.toContain('<noscript>');
    expect(page('varmala en /login')).toContain('<noscript>Varmala needs JavaScript.</noscript>');
  });

  it('name their own site in their language before any script runs: title, description, notice', () => {
    const tamil = page('tamilmala ta *');
    expect(tamil).toContain('<title>தமிழ்மாலா</title>');
    expect(tamil).toContain('content="தமிழ்மாலா: பிராந்திய மொழிச்');
    expect(tamil).toContain('<noscript>தமிழ்மாலாவைப் பயன்படுத்த JavaScript தேவை.');
    const english = page('tamilmala en *');
    expect(english).toContain('<title>Tamilmala</title>');
    expect(english).toContain('content="Tamilmala: marriage profiles."');
    expect(english).toContain('<noscript>Tamilmala needs JavaScript.</noscript>');
    expect(page('tamilmala mr *')).toContain('<title>तमिळमाला</title>');
    for (const key of ['tamilmala ta *', 'tamilmala en *', 'tamilmala mr *']) {
      expect(page(key)).not.toMatch(/Varmala|वरमाला|வரமாலா/);
    }
    expect(page('varmala mr *')).toContain('<title>वरमाला</title>');
  });

  it("give a visitor a public page with its text, the site's and the language's, and a member the page without", () => {
    const visitor = page('varmala mr /login');
    expect(visitor).toContain(
      '<div id="root" data-prerendered="/login"><main><h1>varmala login in mr</h1></main></div>',
    );
    expect(visitor).toContain('<title>Login mr</title>');
    // Its text needs only the stylesheet, first in the head. The scripts that take it over are
    // listed in the page and asked for by its one inline script.
    expect(visitor).toContain(
      '<head><meta charset="UTF-8" /><link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
    );
    expect(visitor.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(visitor).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(scriptsListed(visitor)).toEqual({
      entry: '/assets/index-abc123.js',
      preload: ['/assets/login-page-abc123.js', '/assets/mr-core-abc123.js'],
    });
    // Largest first there too.
    expect(scriptsListed(page('varmala en /login')).preload).toEqual([
      '/assets/forms-abc123.js',
      '/assets/login-page-abc123.js',
    ]);
    const inline = [...visitor.matchAll(/<script>([^<]*)<\/script>/g)].map(([, text]) => text);
    expect(inline).toEqual([PAGE_SCRIPTS_STARTER]);
    expect(page('tamilmala ta /login')).toContain('<h1>tamilmala login in ta</h1>');

    const member = page('varmala mr /login member');
    expect(member).toContain('<div id="root"></div>');
    expect(member).not.toContain('data-prerendered');
    // A member's page is drawn by its scripts: they keep their priority.
    expect(member).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    // A language the build prerendered nothing in gets the page without markup.
    expect(page('varmala ta /login')).not.toContain('data-prerendered');
  });

  it("give a member their first pages as the build's frame, painted before the scripts, and a visitor the page without", () => {
    const member = page('varmala mr /home member');
    expect(member).toContain(
      '<div id="root" data-prerendered="/home"><main><h1>varmala home frame in mr</h1></main></div>',
    );
    expect(member).toContain('<title>Home mr</title>');
    expect(member).toContain(
      '<head><meta charset="UTF-8" /><link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
    );
    expect(member).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(scriptsListed(member)).toEqual({
      entry: '/assets/index-abc123.js',
      preload: ['/assets/member-home-page-abc123.js', '/assets/mr-core-abc123.js'],
    });
    // The frame needs the app: the notice for a browser without scripts stays.
    expect(member).toContain('<noscript>');

    // The home's content is several calls, the app's own; the search's one, sent by the starter.
    expect(scriptsListed(member).first).toBeUndefined();
    const search = scriptsListed(page('varmala mr /profile/search member'));
    expect(search.first).toEqual(SEARCH_FIRST_CALL);
    expect(scriptsListed(page('varmala mr /profile/search')) ?? {}).not.toHaveProperty('first');

    const visitor = page('varmala mr /home');
    expect(visitor).toContain('<div id="root"></div>');
    expect(visitor).not.toContain('data-prerendered');
    expect(visitor).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });
});
