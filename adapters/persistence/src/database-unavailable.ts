import { ConnectionException } from '@mikro-orm/core';

/**
 * SQLSTATEs of a server going away or not there yet: 57P01 admin shutdown (a fast restart),
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up, shutting down, in recovery),
 * 53300 too many connections. Class 08 (connection exceptions) is matched as a class.
 */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket failures on the way to the server: refused, cut, or nobody answering. */
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What pg and pg-pool say of a connection that broke or never came (they set no code):
 * "Connection terminated unexpectedly", "Connection terminated due to connection timeout",
 * "Client has encountered a connection error and is not queryable" and the pool's acquire
 * timeout, "timeout exceeded when trying to connect". (MikroORM 7 pools with pg-pool, not knex.)
 */
const CONNECTION_MESSAGES =
  /^Connection terminated|encountered a connection error and is not queryable|timeout exceeded when trying to connect/;

const shows = (error: object): boolean => {
  if (error instanceof ConnectionException) return true;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('08') || SERVER_GONE_STATES.has(code) || SOCKET_FAILURES.has(code)) return true;
  return error instanceof Error && CONNECTION_MESSAGES.test(error.message);
};

/**
 * Whether an error says PostgreSQL cannot be reached (down, restarting, refusing connections), as
 * opposed to a query it refused: such a request is worth trying again in a moment. Looks through
 * `cause` too, since callers may wrap the driver's error.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return false;
    if (shows(current)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
};
