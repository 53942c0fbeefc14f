import { availableParallelism } from 'node:os';
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
    // Vitest's default leaves one core to itself (a single worker on two cores); the files spend
    // much of their time waiting on the database and child processes, so one worker per core.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker imports the app once for all the files it runs, not once per file (about 4 s each):
    // every file still gets a database of its own, and `unstubGlobals` undoes what a file stubs.
    isolate: false,
    // A global a file stubs does not outlive it in the worker the next file reuses.
    unstubGlobals: true,
  },
});
