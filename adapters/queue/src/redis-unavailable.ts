/** The queue did not take a job in time, or could not reach Redis at all. */
export class QueueUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'QueueUnavailableError';
  }
}

/**
 * What ioredis says of a command it gave up on: retried past `maxRetriesPerRequest`
 * (MaxRetriesPerRequestError), sent on or waiting in a closed connection ("Connection is
 * closed."), or refused while offline without an offline queue.
 */
const gaveUp = (error: Error): boolean =>
  error.name === 'MaxRetriesPerRequestError' ||
  error.message === 'Connection is closed.' ||
  error.message.startsWith("Stream isn't writeable");

/**
 * Whether an error says Redis cannot be reached, as opposed to a command it refused: such a
 * request is worth trying again in a moment. This adapter's calls fail on a connection with
 * ioredis's own errors or a QueueUnavailableError (a timeout, or a connection that never became
 * ready, its cause the socket error), never with a bare socket error (ECONNREFUSED), which is
 * left to whoever owns that socket; `cause` is looked through for callers that wrap.
 */
export const isRedisUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; depth < 5; depth += 1) {
    if (!(current instanceof Error)) return false;
    if (current instanceof QueueUnavailableError || gaveUp(current)) return true;
    current = current.cause;
  }
  return false;
};

/** Told of the Redis connections' trouble, so the process can report an outage once. */
export interface ConnectionHealth {
  /** A connection failed (each failed reconnect too). */
  down(error: Error): void;
  /** A connection is ready again. */
  up(): void;
}
