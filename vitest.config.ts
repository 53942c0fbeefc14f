import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages are read from their TypeScript source, not their build output. Otherwise the
  // conditions Node itself uses: not Vite's 'module', which picks builds meant for bundlers (the AWS
  // SDK's dist-es imports files without their extension, which Node cannot load).
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
