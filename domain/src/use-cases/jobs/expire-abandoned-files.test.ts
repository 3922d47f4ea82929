import { describe, expect, it } from 'vitest';
import { createTestDeps } from '../../testing/index.ts';
import { expireAbandonedFiles } from './expire-abandoned-files.ts';

const bytes = new TextEncoder().encode('%PDF');

describe('expireAbandonedFiles', () => {
  it('removes the files older than the time to live and keeps the younger ones', async () => {
    const deps = createTestDeps();
    await deps.files.write('outputs/abandoned.pdf', bytes);
    deps.clock.advance(30 * 60_000);
    await deps.files.write('archives/recent.zip', bytes);
    deps.clock.advance(30 * 60_000 + 1);

    expect(await expireAbandonedFiles(deps)).toBe(1);
    expect([...deps.files.files.keys()]).toEqual(['archives/recent.zip']);
  });

  it('follows the configured time to live', async () => {
    const deps = createTestDeps();
    const config = { ...deps.config, lifecycle: { ...deps.config.lifecycle, fileTtlMinutes: 5 } };
    await deps.files.write('outputs/a.pdf', bytes);
    deps.clock.advance(5 * 60_000);
    expect(await expireAbandonedFiles({ ...deps, config })).toBe(0);
    deps.clock.advance(1);
    expect(await expireAbandonedFiles({ ...deps, config })).toBe(1);
  });
});
