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

  it('reports whether each dependency answers, Redis down included', async () => {
    let redis: 'up' | 'down' = 'up';
    const registry = createApiMetrics({
      outboxBacklog: async () => 0,
      dependencies: async () => ({ database: 'up', redis }),
    });
    expect(await registry.metrics()).toContain('vs_dependency_up{dependency="redis"} 1');
    redis = 'down';
    const text = await registry.metrics();
    expect(text).toContain('vs_dependency_up{dependency="redis"} 0');
    expect(text).toContain('vs_dependency_up{dependency="database"} 1');
  });
});
