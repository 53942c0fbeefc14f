import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, parseAst } from 'vite';

// The production build runs on Preact behind React's API (docs/decisions/006): the same source,
// a seventh of React's download. Development keeps React, for Fast Refresh and React's warnings.
const reactOnPreact = [
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  {
    find: /^react\/jsx-(dev-)?runtime$/,
    replacement: fileURLToPath(new URL('src/lib/preact-jsx-runtime.ts', import.meta.url)),
  },
  // React Router's package names only its development build (warnings worded on every route match);
  // the production build beside it is the same code without them.
  {
    find: /^react-router$/,
    replacement: path.join(
      path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
      'dist/production/index.mjs',
    ),
  },
];

const SHARED_SOURCE = '/packages/shared/src/';

/** The identifier a call chain such as `z.object({..}).refine(..)` starts from. */
function rootName(node: unknown): string | undefined {
  const { type, name, object, callee } = node as {
    type: string;
    name?: string;
    object?: unknown;
    callee?: unknown;
  };
  if (type === 'Identifier') return name;
  if (type === 'MemberExpression') return rootName(object);
  if (type === 'CallExpression') return rootName(callee);
  return undefined;
}

/**
 * Building a zod schema has no side effect, which the bundler cannot know: every `z.…` call in the
 * shared package is marked pure, so a page that needs one constant does not download every schema.
 * Marked in those files only: rolldown's `manualPureFunctions: ['z']` matches the name in every
 * module, and so also dropped calls to minified library functions called `z` (Preact's effect
 * cleanup among them).
 */
function zodSchemasArePure(): Plugin {
  return {
    name: 'varmala:zod-schemas-are-pure',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes(SHARED_SOURCE)) return null;
      const starts = new Set<number>();
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) for (const child of node) visit(child);
        else if (node && typeof node === 'object') {
          const { type, start } = node as { type?: string; start: number };
          if (type === 'CallExpression' && rootName(node) === 'z') starts.add(start);
          for (const child of Object.values(node)) visit(child);
        }
      };
      visit(parseAst(code));
      if (starts.size === 0) return null;
      let marked = code;
      for (const start of [...starts].sort((a, b) => b - a)) {
        marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
      }
      return { code: marked, map: null };
    },
  };
}

/**
 * Our small modules that several pages share, a few chunks instead of one each: on a phone's
 * connection every file is a request that waits its turn (six at a time over HTTP/1.1): a member's
 * search page of 37 files painted about half a second later than in 19
 * (docs/benchmarks-history.md). Each part holds what is used together, so that no page downloads a
 * library it would not otherwise: the display parts need neither zod nor react-hook-form, and the
 * form parts are only on pages with a form.
 */
const SHARED_PARTS = Object.entries({
  common: [
    'web/src/components/(alert|page|use-document-title|spinner|contact-link|whatsapp-link|placeholder-page|blank-avatar)',
    'web/src/lib/(notify|profile-pages)',
    'shared/src/(messages|profile-status|domains)',
  ],
  'field-ui': ['web/src/components/(select-field|text-field|field-frame|use-validation-text)'],
  form: [
    'web/src/components/(form|submit-button|mobile-number-field|new-password-fields|radio-group|text-area-field)',
    'web/src/lib/(form-errors|lazy-resolver)',
  ],
  // The lists of choices and their labels, not their schemas: a page that only shows or offers the
  // choices loads no zod.
  options: ['web/src/components/(use-option-label|use-star-label)', 'shared/src/options/(dates|stars)'],
  // A profile as a card, with its Shortlist button: search, the home's new matches, a profile.
  'profile-card': [
    'web/src/features/search/components/(profile-card|horoscope-card-score|shortlist-button|demo-badge)',
    'web/src/features/search/(display-name|sought-gender|horoscope)',
    'web/src/features/search/api/(query-keys|use-shortlist)',
    'web/src/lib/data-saver',
    'web/src/components/profile-standing-notice',
  ],
}).map(([name, modules]) => ({
  name,
  test: new RegExp(`/(${modules.join('|')})\\.tsx?$`),
  priority: 1,
}));

export default defineConfig(({ command }) => ({
  plugins: [react(), zodSchemasArePure()],
  resolve: {
    // Read @varmala/shared from its TypeScript source: no separate build step for the web app.
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? reactOnPreact : [],
  },
  // The prerendering bundle (src/prerender.tsx) takes every library in, so that each one imports
  // Preact through the aliases above, as in the browser, not React from node_modules.
  // Its modules resolve as the browser's do (one copy of Preact, the same variant of each library).
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultClientConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by the bundle budget check.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router looks for React 19's `use` and `useOptimistic` and does without them.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.id?.includes('/node_modules/react-router/')) return;
        handler(level, log);
      },
      // The shared package is plain declarations (and its schemas are marked pure, above).
      treeshake: { moduleSideEffects: (id) => !id.includes(SHARED_SOURCE) },
      output: {
        codeSplitting: {
          groups: [
            // Libraries change less often than our code: separate chunks stay cached across releases.
            { name: 'react', test: /node_modules\/preact\/|src\/lib\/preact-/, priority: 3 },
            { name: 'router', test: /node_modules\/react-router\//, priority: 3 },
            { name: 'i18n', test: /node_modules\/(i18next|react-i18next)\//, priority: 3 },
            { name: 'zod', test: /node_modules\/zod\//, priority: 3 },
            { name: 'forms', test: /node_modules\/(react-hook-form|@hookform\/resolvers)\//, priority: 3 },
            { name: 'query', test: /node_modules\/@tanstack\//, priority: 3 },
            // The rest of what every page starts with is the entry itself, not a chunk per module.
            { name: 'start', tags: ['$initial'], priority: 2 },
            ...SHARED_PARTS,
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
