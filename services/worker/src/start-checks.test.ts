import { spawnWorker } from '@vs/composition/testing';
import { describe, expect, it } from 'vitest';

describe('a worker process at start', () => {
  it('stops with a clear message when it serves PDFs or zips and CHROMIUM_PATH is no executable', async () => {
    for (const queues of ['pdf', 'email,zip']) {
      // The check comes before any connection: this Redis is never reached.
      const worker = await spawnWorker(queues, {
        REDIS_URL: 'redis://127.0.0.1:1',
        CHROMIUM_PATH: '/nonexistent/chromium',
      });
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toContain('CHROMIUM_PATH=/nonexistent/chromium is missing or not executable');
    }
  });
});
