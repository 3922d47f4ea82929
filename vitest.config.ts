import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests run workspace packages from their TypeScript source (the `source` export condition), not
 * from a build in dist; the rest are Vite's default server conditions.
 */
const conditions = ['source', 'module', 'node', 'development|production'];
const resolve = { conditions };
const ssr = { resolve: { conditions } };
const serverResolve = { conditions: conditions.filter((condition) => condition !== 'module') };

export default defineConfig({
  test: {
    // The default report, then one line for any skipped tests (never quietly; a failure in CI).
    reporters: ['default', './scripts/skipped-tests-reporter.ts'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The tests spend
    // much of their time waiting on PostgreSQL, Redis, Chromium and child processes, so two files
    // at once nearly halve the run there (projects with fileParallelism: false stay one at a time).
    maxWorkers: 2,
    // `npm test` runs the browser project's files (one at a time) beside the other projects' (one
    // at a time), as two vitest runs (scripts/test-projects.mjs): the browser tests wait on
    // Chromium and the product's process much of the time, so the two together took 612 s in a
    // fresh-clone CI run, where one after the other took about 830 s. A new project must be added to
    // the list in scripts/test-projects.mjs too.
    projects: [
      // Pure functions, no globals: one module graph per worker, not per file (13 s -> 2 s).
      { resolve, ssr, test: { name: 'domain', include: ['domain/src/**/*.test.ts'], isolate: false } },
      // The catalogues of every language against the code and each other (i18n/catalogues.test.ts).
      { resolve, ssr, test: { name: 'i18n', include: ['i18n/**/*.test.ts'] } },
      {
        // Node's own conditions for server code: the `module` condition would pick the AWS SDK's
        // ES build, whose imports lack file extensions and fail in Node.
        resolve: serverResolve,
        ssr: { resolve: serverResolve },
        test: {
          name: 'adapters',
          include: [
            'adapters/*/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'workers/*/src/**/*.test.ts',
            // The deployment kit: Dockerfile lint, compose and Kubernetes schemas (deploy/validate).
            'deploy/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.fleet.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { resolve, ssr, test: { name: 'print', include: ['frontends/print/src/**/*.test.{ts,tsx}'] } },
      {
        resolve,
        test: {
          name: 'shell',
          environment: 'happy-dom',
          include: ['frontends/shell/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve,
        test: {
          name: 'participant',
          environment: 'happy-dom',
          include: ['frontends/participant/src/**/*.test.{ts,tsx}'],
          setupFiles: ['frontends/participant/src/testing/setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'console',
          environment: 'happy-dom',
          include: ['frontends/{console,guide,admin}/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The built product in headless Chromium (e2e/): needs `npm run build` first.
        resolve,
        ssr,
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time: two at once took 249 s instead of 389 s on 2 cores, but a journey
          // then ran past its 30 s waits (a flaky suite costs more than it saves). They run beside
          // the other projects' files (maxWorkers above: one of each at a time).
          fileParallelism: false,
        },
      },
      {
        // The fleet (fleet/): nginx, API replicas and worker processes on real PostgreSQL
        // and Redis. Not in `npm test`; `npm run test:fleet` runs it, one file at a time. Server
        // code resolves with Node's own conditions (the `module` build of some packages, e.g. the
        // AWS SDK's, does not load in Node).
        resolve: serverResolve,
        ssr: { resolve: serverResolve },
        test: {
          name: 'fleet',
          include: ['fleet/src/**/*.fleet.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'ui',
          include: ['frontends/ui/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['frontends/ui/src/testing/setup.ts'],
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
