import { EventEmitter } from 'node:events';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type ReportingConnection, reportOutages } from './outage-reporter.ts';

const recorded = () => {
  const lines: { level: number; msg: string; service?: string }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
};

describe('reportOutages', () => {
  it('logs one warning naming the service per outage, and one line when it is back', () => {
    const { logger, lines } = recorded();
    const connection = new EventEmitter();
    reportOutages(connection as unknown as ReportingConnection, 'redis', logger);
    for (let i = 0; i < 50; i += 1)
      connection.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    connection.emit('ready');
    connection.emit('ready');
    connection.emit('error', new Error('read ECONNRESET'));
    expect(lines.map(({ level, msg, service }) => ({ level, msg, service }))).toEqual([
      { level: 40, msg: 'redis unavailable', service: 'redis' },
      { level: 30, msg: 'redis reachable again', service: 'redis' },
      { level: 40, msg: 'redis unavailable', service: 'redis' },
    ]);
  });
});
