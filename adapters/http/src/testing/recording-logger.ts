import type { AppLogger } from '../logger.ts';

export interface LoggedLine {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  /** The child loggers' bindings merged with the line's own details, as pino writes them. */
  readonly fields: Record<string, unknown>;
}

/** A logger that keeps every line (with its children's bindings), for tests to read. */
export const recordingLogger = (): { logger: AppLogger; lines: LoggedLine[] } => {
  const lines: LoggedLine[] = [];
  const make = (bindings: Record<string, unknown>): AppLogger => {
    const at =
      (level: LoggedLine['level']) =>
      (details: object, message: string): void => {
        lines.push({ level, message, fields: { ...bindings, ...details } });
      };
    return {
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      child: (more) => make({ ...bindings, ...more }),
    };
  };
  return { logger: make({}), lines };
};
