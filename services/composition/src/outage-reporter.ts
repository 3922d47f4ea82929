import type { Logger } from 'pino';

/** What a connection reports: ioredis clients emit `error` on every failed attempt and `ready` once back. */
export interface ReportingConnection {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * Logs a service's outage once, naming the service (`redis unavailable`), and once more when it is
 * back, instead of a line (or an unhandled-error dump) for every failed reconnect.
 */
export const reportOutages = (connection: ReportingConnection, service: string, logger: Logger): void => {
  let down = false;
  connection.on('error', (error) => {
    if (down) return;
    down = true;
    logger.warn({ service, err: error.message }, `${service} unavailable`);
  });
  connection.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ service }, `${service} reachable again`);
  });
};
