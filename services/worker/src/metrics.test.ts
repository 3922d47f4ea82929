import type { JobKind } from '@vs/domain';
import type { QueueState } from '@vs/queue';
import { describe, expect, it } from 'vitest';
import { createWorkerMetrics } from './metrics.ts';

const counts = (waiting: number): Record<QueueState, number> => ({
  waiting,
  active: 1,
  delayed: 0,
  completed: 7,
  failed: 2,
});

describe('createWorkerMetrics', () => {
  it("renders each queue's totals, the queue's jobs by state, readiness and job durations", async () => {
    const stats = { email: { completed: 3, failed: 1 }, pdf: { completed: 0, failed: 0 } };
    const metrics = createWorkerMetrics({
      kinds: ['email', 'pdf'],
      stats: (kind: JobKind) => stats[kind as 'email' | 'pdf'],
      counts: async (kind) => {
        if (kind === 'pdf') throw new Error('redis down');
        return counts(4);
      },
      isReady: async () => true,
    });
    const end = metrics.timeJob('email');
    expect(await metrics.registry.metrics()).toContain('vs_jobs_running{queue="email"} 1');
    end();
    metrics.scheduleRecreated();

    const text = await metrics.registry.metrics();
    expect(text).toContain('vs_jobs_running{queue="email"} 0');
    expect(text).toContain('vs_jobs_running{queue="pdf"} 0');
    expect(text).toContain('vs_lifecycle_schedule_recreated_total 1');
    expect(text).toContain('vs_worker_ready 1');
    expect(text).toContain('vs_jobs_completed_total{queue="email"} 3');
    expect(text).toContain('vs_jobs_completed_total{queue="pdf"} 0');
    expect(text).toContain('vs_jobs_failed_total{queue="email"} 1');
    expect(text).toContain('vs_queue_jobs{queue="email",state="waiting"} 4');
    expect(text).toContain('vs_queue_jobs{queue="email",state="failed"} 2');
    expect(text).not.toContain('vs_queue_jobs{queue="pdf"');
    expect(text).toContain('vs_job_duration_seconds_count{queue="email"} 1');
    expect(text).toContain('process_cpu_user_seconds_total');

    stats.email = { completed: 5, failed: 1 };
    expect(await metrics.registry.metrics()).toContain('vs_jobs_completed_total{queue="email"} 5');
  });

  it('reports not ready when the check fails, in a registry per process', async () => {
    const source = {
      kinds: [] as JobKind[],
      stats: () => ({ completed: 0, failed: 0 }),
      counts: async () => counts(0),
      isReady: async (): Promise<boolean> => {
        throw new Error('no');
      },
    };
    const first = createWorkerMetrics(source);
    const second = createWorkerMetrics({ ...source, isReady: async () => true });
    expect(await first.registry.metrics()).toContain('vs_worker_ready 0');
    expect(await second.registry.metrics()).toContain('vs_worker_ready 1');
  });
});
