import { EventEmitter } from 'node:events';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutageReporter, type ReportingConnection } from './outage-reporter.ts';

const recorded = () => {
  const lines: { level: number; msg: string; service?: string; err?: string }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const seen = () => lines.map(({ level, msg, service }) => ({ level, msg, service }));
  return { logger, lines, seen };
};

const UNAVAILABLE = { level: 40, msg: 'redis unavailable', service: 'redis' };
const BACK = { level: 30, msg: 'redis reachable again', service: 'redis' };

describe('createOutageReporter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs one warning naming the service per outage, whatever the number of connections and failures, and one line when it is back', () => {
    vi.useFakeTimers();
    const { logger, lines, seen } = recorded();
    const reporter = createOutageReporter({ service: 'redis', logger, settleMs: 2000 });
    const connections = [new EventEmitter(), new EventEmitter()];
    for (const connection of connections) reporter.watch(connection as unknown as ReportingConnection);
    for (let i = 0; i < 50; i += 1)
      for (const connection of connections)
        connection.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    reporter.down(new Error('Reached the max retries per request limit (which is 1).'));
    for (const connection of connections) connection.emit('ready');
    vi.advanceTimersByTime(2001);
    connections[0]?.emit('error', new Error('read ECONNRESET'));
    expect(seen()).toEqual([UNAVAILABLE, BACK, UNAVAILABLE]);
    // The reason, never a stack.
    expect(lines[0]?.err).toBe('connect ECONNREFUSED 127.0.0.1:6379');
  });

  it('counts a failure reported just after the service came back as part of the outage that ended', () => {
    vi.useFakeTimers();
    const { logger, seen } = recorded();
    const reporter = createOutageReporter({ service: 'redis', logger, settleMs: 2000 });
    reporter.down(new Error('Connection is closed.'));
    reporter.up();
    vi.advanceTimersByTime(1500);
    reporter.down(new Error('Connection is closed.'));
    expect(seen()).toEqual([UNAVAILABLE, BACK]);
    vi.advanceTimersByTime(600);
    reporter.down(new Error('Connection is closed.'));
    expect(seen()).toEqual([UNAVAILABLE, BACK, UNAVAILABLE]);
  });

  it('probes a service that does not say when it is back, only while it is down, until it answers or is stopped', async () => {
    vi.useFakeTimers();
    const { logger, seen } = recorded();
    const answers = [false, false, true];
    const probe = vi.fn(async () => answers.shift() ?? true);
    const reporter = createOutageReporter({ service: 'database', logger, probe, probeEveryMs: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).not.toHaveBeenCalled();

    reporter.down(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    await vi.advanceTimersByTimeAsync(2500);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(seen()).toEqual([{ level: 40, msg: 'database unavailable', service: 'database' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen()).toEqual([
      { level: 40, msg: 'database unavailable', service: 'database' },
      { level: 30, msg: 'database reachable again', service: 'database' },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(3);

    vi.advanceTimersByTime(5000);
    reporter.down(new Error('Connection terminated unexpectedly'));
    reporter.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(3);
  });
});
