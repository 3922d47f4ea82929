import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The per-user cache folder the packaged browser is unpacked into: `$XDG_CACHE_HOME/values-system`,
 * else `~/.cache/values-system`, else (no home, e.g. a container user without one) the temp folder.
 */
export const defaultBrowserCacheDir = (env: Readonly<Record<string, string | undefined>>): string => {
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, 'values-system');
  const home = homedir();
  return home && home !== '/' ? join(home, '.cache', 'values-system') : join(tmpdir(), 'values-system');
};
