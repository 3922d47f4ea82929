import { OUTPUT_WAIT_MS } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig: observability and safe defaults', () => {
  it('serves the dev mailbox by default only without SMTP on a localhost PUBLIC_URL', () => {
    expect(readConfig({}).devMailbox).toBe(true);
    expect(readConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).devMailbox).toBe(true);
    expect(readConfig({ PUBLIC_URL: 'http://[::1]:3000/' }).devMailbox).toBe(true);
    expect(readConfig({ PUBLIC_URL: 'https://values.example.com' }).devMailbox).toBe(false);
    expect(readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailbox).toBe(false);
    expect(readConfig({ PUBLIC_URL: 'https://values.example.com', DEV_MAILBOX: 'true' }).devMailbox).toBe(
      true,
    );
    expect(readConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(() => readConfig({ DEV_MAILBOX: 'yes' })).toThrow('DEV_MAILBOX');
  });

  it('keeps session look-ups between requests unless SESSION_CACHE is false', () => {
    expect(readConfig({}).SESSION_CACHE).toBe(true);
    expect(readConfig({ SESSION_CACHE: 'false' }).SESSION_CACHE).toBe(false);
    expect(() => readConfig({ SESSION_CACHE: 'off' })).toThrow('SESSION_CACHE');
  });

  it('reads the metrics port (0 turns it off) and the shutdown grace period', () => {
    expect(readConfig({})).toMatchObject({ METRICS_PORT: 9464, SHUTDOWN_SECONDS: 30 });
    expect(readConfig({ METRICS_PORT: '0', SHUTDOWN_SECONDS: '5' })).toMatchObject({
      METRICS_PORT: 0,
      SHUTDOWN_SECONDS: 5,
    });
    expect(() => readConfig({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT');
    expect(() => readConfig({ SHUTDOWN_SECONDS: '0' })).toThrow('SHUTDOWN_SECONDS');
  });

  it('sweeps every LIFECYCLE_SWEEP_MINUTES, or every LIFECYCLE_SWEEP_SECONDS when that is set', () => {
    expect(readConfig({}).lifecycleSweepMs).toBe(60 * 60_000);
    expect(readConfig({ LIFECYCLE_SWEEP_MINUTES: '5' }).lifecycleSweepMs).toBe(5 * 60_000);
    expect(readConfig({ LIFECYCLE_SWEEP_MINUTES: '5', LIFECYCLE_SWEEP_SECONDS: '3' }).lifecycleSweepMs).toBe(
      3000,
    );
    expect(readConfig({}).LIFECYCLE_SCHEDULE_CHECK_SECONDS).toBe(60);
    expect(() => readConfig({ LIFECYCLE_SWEEP_SECONDS: '0' })).toThrow('LIFECYCLE_SWEEP_SECONDS');
  });

  it("takes a dead worker's job over well within a PDF request's wait by default", () => {
    const { WORKER_LOCK_MS, WORKER_STALLED_CHECK_MS } = readConfig({});
    expect(WORKER_LOCK_MS + WORKER_STALLED_CHECK_MS).toBeLessThanOrEqual(OUTPUT_WAIT_MS / 4);
  });
});
