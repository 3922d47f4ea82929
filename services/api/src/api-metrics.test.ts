import { describe, expect, it } from 'vitest';
import { createApiMetrics } from './api-metrics.ts';

describe('createApiMetrics', () => {
  it('reads the outbox backlog at each scrape, keeps the last one when the database fails, and has process metrics', async () => {
    let backlog: number | Error = 3;
    const registry = createApiMetrics({
      outboxBacklog: async () => {
        if (backlog instanceof Error) throw backlog;
        return backlog;
      },
      outboxOldest: async () => null,
    });
    expect(await registry.metrics()).toContain('vs_outbox_backlog 3');
    backlog = 5;
    expect(await registry.metrics()).toContain('vs_outbox_backlog 5');
    backlog = new Error('database down');
    const text = await registry.metrics();
    expect(text).toContain('vs_outbox_backlog 5');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it("reports the oldest waiting job's age in seconds, 0 when none waits, the last one when the database fails", async () => {
    let oldest: Date | null | Error = new Date('2026-06-01T09:00:00.000Z');
    const registry = createApiMetrics({
      outboxBacklog: async () => 1,
      outboxOldest: async () => {
        if (oldest instanceof Error) throw oldest;
        return oldest;
      },
      now: () => new Date('2026-06-01T09:15:30.000Z').getTime(),
    });
    expect(await registry.metrics()).toContain('vs_outbox_oldest_age_seconds 930');
    oldest = new Error('database down');
    expect(await registry.metrics()).toContain('vs_outbox_oldest_age_seconds 930');
    oldest = null;
    expect(await registry.metrics()).toContain('vs_outbox_oldest_age_seconds 0');
  });

  it('reports the logins in line for the password hashing at each scrape', async () => {
    let inLine = 7;
    const registry = createApiMetrics({
      outboxBacklog: async () => 0,
      outboxOldest: async () => null,
      loginsInLine: () => inLine,
    });
    expect(await registry.metrics()).toContain('vs_logins_in_line 7');
    inLine = 0;
    expect(await registry.metrics()).toContain('vs_logins_in_line 0');
  });

  it('reports whether each dependency answers, Redis down included', async () => {
    let redis: 'up' | 'down' = 'up';
    const registry = createApiMetrics({
      outboxBacklog: async () => 0,
      outboxOldest: async () => null,
      dependencies: async () => ({ database: 'up', redis }),
    });
    expect(await registry.metrics()).toContain('vs_dependency_up{dependency="redis"} 1');
    redis = 'down';
    const text = await registry.metrics();
    expect(text).toContain('vs_dependency_up{dependency="redis"} 0');
    expect(text).toContain('vs_dependency_up{dependency="database"} 1');
  });
});
