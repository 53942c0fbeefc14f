import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source', ...defaultServerConditions] },
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // One server and one browser at a time: the files share the app started by the global setup.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
