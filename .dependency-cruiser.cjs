/** The layering rules of docs/architecture (shared/design/architecture.md), enforced in CI. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment:
        'domain imports nothing from the repo outside itself, no npm package and no node built-in; but the catalogues as data (i18n/values, i18n/server), the pure locale matcher and the ICU message formatter (issue 35)',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        pathNot: [
          '^domain/',
          '^i18n/(values|server)/[^/]+\\.json$',
          '^node_modules/@formatjs/intl-localematcher/',
          '^node_modules/intl-messageformat/',
        ],
      },
    },
    {
      name: 'adapters-stay-apart',
      comment:
        'an adapter imports the domain and its own technology, never another adapter, a worker or a service',
      severity: 'error',
      from: { path: '^adapters/([^/]+)/' },
      to: { path: '^(adapters/|services/|workers/)', pathNot: ['^adapters/$1/'] },
    },
    {
      name: 'workers-receive-ports',
      comment: 'job processors import the domain only; services construct adapters for them',
      severity: 'error',
      from: { path: '^workers/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(adapters/|services/|workers/)', pathNot: ['^workers/$1/'] },
    },
    {
      name: 'worker-tests-see-only-the-failure-policy',
      comment:
        "a processor's test may import the queue's one failure policy (adapters/queue/src/job-failure.ts), to show how each failure of its processor is classified; nothing else of adapters, services or other workers",
      severity: 'error',
      from: { path: '^workers/([^/]+)/.*\\.test\\.ts$' },
      to: {
        path: '^(adapters/|services/|workers/)',
        pathNot: ['^workers/$1/', '^adapters/queue/src/job-failure\\.ts$'],
      },
    },
    {
      name: 'frontends-no-server-code',
      comment:
        'bundles hold no server code: the API only as a type (Hono RPC), never adapters, services or workers',
      severity: 'error',
      from: { path: '^frontends/' },
      to: { path: '^(adapters|services|workers)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'micro-frontends-apart',
      comment: 'the shell and the remotes meet only through federation or the ui/print/console libraries',
      severity: 'error',
      from: { path: '^frontends/(shell|participant|guide|admin)/' },
      to: { path: '^frontends/(shell|participant|guide|admin)/', pathNot: ['^frontends/$1/'] },
    },
    {
      name: 'console-library-for-consoles',
      comment: 'the console screens are a library of the Guide and super-admin remotes only',
      severity: 'error',
      from: { pathNot: '^frontends/(console|guide|admin)/' },
      to: { path: '^frontends/console/' },
    },
    {
      name: 'nothing-imports-services',
      comment:
        'processes are composed in services; only services and the fleet test suite, which starts them, import them',
      severity: 'error',
      from: { pathNot: '^(services|fleet)/' },
      to: { path: '^services/' },
    },
    {
      name: 'nothing-imports-the-fleet',
      comment: 'the fleet is a test suite: no product code imports it',
      severity: 'error',
      from: { pathNot: '^fleet/' },
      to: { path: '^fleet/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|\\.data|coverage|/dist/)' },
    preserveSymlinks: false,
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default'] },
  },
};
