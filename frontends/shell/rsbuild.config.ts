import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { sharedSingletons } from '../federation.ts';
import { pluginPrecompress } from '../precompress.ts';

/** The API the dev server forwards to (`npm run dev` starts it on 3000). */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * The host. It declares no remotes at build time: it reads their addresses from
 * `/frontend-config.json` at run time, so a remote can be redeployed alone.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      dts: false,
      // The remotes use this one copy of the federation runtime instead of shipping their own.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { conditionNames: ['source', '...'] },
  output: { assetPrefix: '/', cleanDistPath: true },
  html: { template: './src/index.html' },
  // The chunks the bootstrap imports at once (React DOM, the router, the screens) and the Latin
  // Inter, fetched with the entry instead of after it; the server adds the remote's (frontends.ts).
  performance: { preload: { type: 'async-chunks', include: [/\.(?:js|css)$/, /inter-latin-wght-normal/] } },
  server: {
    port: 3001,
    historyApiFallback: true,
    proxy: Object.fromEntries(
      ['/api', '/frontend-config.json', '/healthz', '/readyz', '/dev'].map((path) => [path, apiOrigin]),
    ),
  },
});
