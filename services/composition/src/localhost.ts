/** The host names that mean "this machine" (URL hostnames: IPv6 in brackets). */
export const LOCALHOST_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL points at this machine: a development setup, not a public deployment. */
export const isLocalhostUrl = (url: string): boolean => {
  try {
    return LOCALHOST_NAMES.has(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** Whether a `Host` header (`localhost:3000`, `[::1]:3000`) names this machine, on any port. */
export const isLocalhostHost = (host: string | undefined): boolean =>
  host !== undefined && /^[A-Za-z0-9.:[\]-]+$/.test(host) && isLocalhostUrl(`http://${host}`);
