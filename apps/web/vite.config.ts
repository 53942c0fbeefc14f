import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Read @varmala/shared from its TypeScript source: no separate build step for the web app.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by the bundle budget check.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // The shared package is plain declarations and building a zod schema has no side effect;
      // without these hints a page that needs one constant would also download every schema.
      treeshake: {
        moduleSideEffects: (id) => !id.includes('/packages/shared/src/'),
        manualPureFunctions: ['z'],
      },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\// },
            { name: 'router', test: /node_modules\/react-router\// },
            { name: 'i18n', test: /node_modules\/(i18next|react-i18next)\// },
            { name: 'forms', test: /node_modules\/(zod|react-hook-form|@hookform\/resolvers)\// },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
