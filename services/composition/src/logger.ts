import pino, { type Logger } from 'pino';

/** Structured logs that never carry passwords, session ids or link tokens. */
export const createLogger = (level: string): Logger =>
  pino({
    level,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'lid',
        '*.lid',
        'cookie',
        '*.cookie',
        'headers.cookie',
        'passwordHash',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
  });
