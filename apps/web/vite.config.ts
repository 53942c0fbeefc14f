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
    target: 'es2022',
    rolldownOptions: {
      // The shared package is plain declarations; without this hint every schema in it would
      // be kept in whichever chunk first imports a single constant.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/shared/src/') },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
