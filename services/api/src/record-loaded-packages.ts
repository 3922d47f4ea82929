/**
 * A process preload for tests (`--import`): appends the name of every npm package the process
 * loads, the first time it loads it, to the file named by VS_LOADED_PACKAGES_FILE.
 */
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.VS_LOADED_PACKAGES_FILE;
const seen = new Set<string>();

if (file !== undefined)
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url)?.[1];
      if (name !== undefined && !seen.has(name)) {
        seen.add(name);
        appendFileSync(file, `${name}\n`);
      }
      return resolved;
    },
  });
