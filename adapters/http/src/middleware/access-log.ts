import type { AppOptions } from '../app-options.ts';

/** Probes that orchestrators call every few seconds: logged at debug, not to drown the rest. */
const PROBES = new Set(['/healthz', '/readyz']);

/** Everything an access line says. */
export interface AccessLine {
  readonly requestId: string;
  readonly method: string;
  readonly route: string;
  readonly status: number;
  readonly durationMs: number;
  readonly clientAddress: string;
}

/**
 * Writes one line per request, after it is answered (request-envelope.ts): its id, method, route
 * pattern, status, duration (to a tenth of a millisecond) and client address. Never the URL itself
 * (its query may carry a link id), headers, cookies or bodies: these fields are all a line can hold,
 * which is why it may go to a logger without redaction.
 */
export const accessLog = ({
  logger,
  accessLogger = logger,
}: Pick<AppOptions, 'logger' | 'accessLogger'>): ((line: AccessLine) => void) => {
  return (line) => {
    if (PROBES.has(line.route)) accessLogger.debug(line, 'request');
    else accessLogger.info(line, 'request');
  };
};
