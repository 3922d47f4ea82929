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

/**
 * A child of `logger` stamping `bindings` on every line, made when its first line is written. A
 * request gets one, and most requests write no line of their own (the access line has its own
 * logger): building a pino child for each of them would cost every request, as measured, several µs.
 */
export const lazyChild = (logger: AppLogger, bindings: Record<string, unknown>): AppLogger => {
  let child: AppLogger | undefined;
  const made = (): AppLogger => {
    child ??= logger.child(bindings);
    return child;
  };
  return {
    debug: (details, message) => made().debug(details, message),
    info: (details, message) => made().info(details, message),
    warn: (details, message) => made().warn(details, message),
    error: (details, message) => made().error(details, message),
    child: (more) => made().child(more),
  };
};
