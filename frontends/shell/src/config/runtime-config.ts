import { createContext, useContext } from 'react';

/** What the API tells the shell at run time (`GET /frontend-config.json`), per deployment. */
export interface RuntimeConfig {
  readonly productTitle: string;
  readonly contactEmail: string;
  /** How often the session is checked (spec: 60000 ms; tests shorten it). */
  readonly sessionCheckMs: number;
  /** Where each remote's manifest is served. */
  readonly remotes: { readonly participant: string; readonly guide: string; readonly admin: string };
}

const isRuntimeConfig = (value: unknown): value is RuntimeConfig => {
  const v = value as Partial<RuntimeConfig> | null;
  return (
    typeof v?.productTitle === 'string' &&
    typeof v.contactEmail === 'string' &&
    typeof v.sessionCheckMs === 'number' &&
    typeof v.remotes?.participant === 'string' &&
    typeof v.remotes.guide === 'string' &&
    typeof v.remotes.admin === 'string'
  );
};

/**
 * GET /frontend-config.json, which the page's head preloads (the server sends it `no-cache`, so it
 * is revalidated every time; a `no-store` fetch would skip the preload and ask again).
 */
export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  const response = await fetch('/frontend-config.json', { credentials: 'same-origin' });
  const body: unknown = await response.json();
  if (!response.ok || !isRuntimeConfig(body)) throw new Error('Bad frontend configuration');
  return body;
};

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export const useRuntimeConfig = (): RuntimeConfig => {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigContext');
  return config;
};
