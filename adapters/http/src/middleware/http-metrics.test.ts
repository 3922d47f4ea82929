import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { UNMATCHED_ROUTE } from './route-label.ts';

const sampleCount = async (registry: Registry, labels: string): Promise<number> => {
  const text = await registry.getSingleMetricAsString('vs_http_request_duration_seconds');
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`vs_http_request_duration_seconds_count{${labels}}`));
  return Number(line?.split(' ').at(-1) ?? 0);
};

describe('HTTP metrics', () => {
  it('times requests by method, route pattern and status, in a registry of its own per app', async () => {
    const registry = new Registry();
    const other = new Registry();
    const { app } = await createTestApp({ metrics: registry });
    await createTestApp({ metrics: other });

    await app.request(`${TEST_ORIGIN}/healthz`);
    await app.request(`${TEST_ORIGIN}/healthz`);
    await app.request(`${TEST_ORIGIN}/api/logon_link?lid=secret-value`);
    await app.request(`${TEST_ORIGIN}/no/such/page`);

    expect(await sampleCount(registry, 'method="GET",route="/healthz",status="200"')).toBe(2);
    expect(await sampleCount(registry, 'method="GET",route="/api/logon_link",status="404"')).toBe(1);
    expect(await sampleCount(registry, `method="GET",route="${UNMATCHED_ROUTE}",status="404"`)).toBe(1);
    expect(await registry.metrics()).not.toContain('secret-value');
    expect(await sampleCount(other, 'method="GET",route="/healthz",status="200"')).toBe(0);
  });

  it('counts the requests being answered', async () => {
    const registry = new Registry();
    const { app, deps } = await createTestApp({ metrics: registry });
    // The read that answers the request, held until the test lets it go.
    const held: (() => void)[] = [];
    deps.store.logonLinks.findByDigest = () =>
      new Promise((resolve) => {
        held.push(() => resolve(null));
      });
    const inFlight = async () =>
      (await registry.getSingleMetric('vs_http_requests_in_flight')?.get())?.values[0]?.value;

    const pending = app.request(`${TEST_ORIGIN}/api/logon_link?lid=${'a'.repeat(43)}`);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(await inFlight()).toBe(1);
    for (const release of held) release();
    await pending;
    expect(await inFlight()).toBe(0);
  });
});
