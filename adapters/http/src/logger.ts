/** One log method: structured details first, then the message (pino's order). */
export type LogMethod = (details: object, message: string) => void;

/**
 * The part of a pino logger the HTTP app uses: the access log, error logs, and a child logger per
 * request that stamps every line with the request id.
 */
export interface AppLogger {
  readonly debug: LogMethod;
  readonly info: LogMethod;
  readonly warn: LogMethod;
  readonly error: LogMethod;
  child(bindings: Record<string, unknown>): AppLogger;
}
