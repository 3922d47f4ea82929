import { describe, expect, it } from 'vitest';
import { accessLoggerOf, createLogger } from './logger.ts';

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  return { lines, destination: { write: (line: string) => lines.push(JSON.parse(line)) } };
};

describe('the logs', () => {
  it('never carry a password, token, link id or cookie', () => {
    const { lines, destination } = capture();
    const logger = createLogger('info', destination);
    logger.info(
      { password: 'Passw0rd!', user: { token: 't0ken', lid: 'l1nk' }, headers: { cookie: 'c00kie' } },
      'x',
    );
    expect(JSON.stringify(lines)).not.toMatch(/Passw0rd!|t0ken|l1nk|c00kie/);
    expect(lines[0]).toMatchObject({ password: '[redacted]', user: { token: '[redacted]' } });
  });

  it('write access lines through a logger that skips redaction, and keep redacting the others', () => {
    const { lines, destination } = capture();
    const logger = createLogger('info', destination);
    const access = accessLoggerOf(logger);
    const line = { requestId: 'r-1', method: 'PUT', route: '/api/response/participant', status: 200 };
    access.info(line, 'request');
    logger.child({ requestId: 'r-1' }).error({ password: 'Passw0rd!' }, 'failed');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', ...line });
    expect(lines[1]).toMatchObject({ level: 50, requestId: 'r-1', password: '[redacted]' });
  });

  it('write access lines at the level of the process logger', () => {
    const { lines, destination } = capture();
    accessLoggerOf(createLogger('warn', destination)).info({ requestId: 'r-1' }, 'request');
    expect(lines).toEqual([]);
  });
});
