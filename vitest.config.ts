import { defineConfig } from 'vitest/config';

/**
 * Tests run workspace packages from their TypeScript source (the `source` export condition), not
 * from a build in dist; the rest are Vite's default server conditions.
 */
const conditions = ['source', 'module', 'node', 'development|production'];
const resolve = { conditions };
const ssr = { resolve: { conditions } };

export default defineConfig({
  test: {
    projects: [
      { resolve, ssr, test: { name: 'domain', include: ['domain/src/**/*.test.ts'] } },
      {
        resolve,
        ssr,
        test: {
          name: 'adapters',
          include: [
            'adapters/*/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'workers/*/src/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { resolve, ssr, test: { name: 'print', include: ['frontends/print/src/**/*.test.{ts,tsx}'] } },
    ],
    coverage: {
      provider: 'v8',
      include: ['domain/src/**/*.ts'],
      exclude: ['domain/src/**/*.test.ts', 'domain/src/testing/**'],
    },
  },
});
