import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress } from './precompress.ts';

/** Shared by the shell and every remote, one copy each at run time. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  // Its own entry: unshared, every remote would bundle a second copy of React DOM's client (400 KB).
  'react-dom/client': { singleton: true, requiredVersion: '^19.3.1' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.0' },
  // One copy of the messages' formatter (and its @formatjs parts) for the shell and the remotes
  // (issue 36: unshared, each remote shipped its own 45 KB gz of it).
  'react-intl': { singleton: true, requiredVersion: '^12.1.6' },
};

/**
 * A remote with one exposed entry (`./App`). Its chunks load relative to wherever its manifest is
 * served (`assetPrefix: 'auto'`), so ops can move or redeploy it alone and point the shell at it
 * through the runtime config. `port` is its `npm run dev` server.
 */
export const remoteConfig = ({ name, port }: { name: string; port: number }): RsbuildConfig =>
  defineConfig({
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginModuleFederation({
        name,
        exposes: { './App': './src/App.tsx' },
        shared: sharedSingletons,
        dts: false,
        // The shell provides the federation runtime (provideExternalRuntime): not shipped twice.
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    resolve: { conditionNames: ['source', '...'] },
    output: { assetPrefix: 'auto', cleanDistPath: true },
    html: { template: './src/index.html' },
    server: { port, cors: true },
  });
