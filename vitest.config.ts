import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'] } },
      {
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
    ],
    coverage: {
      provider: 'v8',
      include: ['domain/src/**/*.ts'],
      exclude: ['domain/src/**/*.test.ts', 'domain/src/testing/**'],
    },
  },
});
