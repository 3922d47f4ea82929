import { QueueUnavailableError } from '@vs/queue';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createServiceOutages } from './service-outages.ts';

const recorded = () => {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, messages: () => lines.map(({ msg }) => msg) };
};

describe('createServiceOutages', () => {
  it("names the service an error shows down, with the adapters' knowledge, and reports its outage once", () => {
    const { logger, messages } = recorded();
    const outages = createServiceOutages(logger, async () => false);
    try {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
      const queue = new QueueUnavailableError('the pdf queue is unavailable');
      expect([refused, starting, starting].map(outages.serviceDown)).toEqual([
        'database',
        'database',
        'database',
      ]);
      expect(outages.serviceDown(queue)).toBe('redis');
      expect(outages.serviceDown(new Error('duplicate key value'))).toBeNull();
      expect(
        outages.serviceDown(Object.assign(new Error('deadlock detected'), { code: '40P01' })),
      ).toBeNull();
      expect(messages()).toEqual(['database unavailable', 'redis unavailable']);
    } finally {
      outages.stop();
    }
  });
});
