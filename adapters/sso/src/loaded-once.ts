/**
 * A module's product made on first use and kept: `load` runs once, at the first call, and every
 * call after answers the same promise. For the protocol libraries most deployments never use
 * (openid-client, node-saml), so an idle API does not hold them.
 */
export const loadedOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
};
