import type { Reporter, TestModule } from 'vitest/node';

/** Why the tests of a file may be skipped on some machine: what it needs that is not there. */
const reasonFor = (file: string): string => {
  if (file.startsWith('e2e/') || file.startsWith('adapters/pdf/')) {
    return 'need a browser (none found: set CHROMIUM_PATH to Chrome or Chromium)';
  }
  if (file.includes('.int.test.')) return 'need TEST_DATABASE_URL / TEST_REDIS_URL (real PostgreSQL / Redis)';
  return 'do not apply to this platform';
};

/**
 * `npm test` never skips quietly: at the end of a run with skipped tests, one line says how many
 * and why. Under CI=true that line fails the run: CI runs every test.
 */
export default class SkippedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byReason = new Map<string, number>();
    for (const module of testModules) {
      const skipped = [...module.children.allTests('skipped')].length;
      if (skipped === 0) continue;
      const reason = reasonFor(module.relativeModuleId);
      byReason.set(reason, (byReason.get(reason) ?? 0) + skipped);
    }
    const total = [...byReason.values()].reduce((sum, count) => sum + count, 0);
    if (total === 0) return;
    const reasons = [...byReason].map(([reason, count]) => `${count} ${reason}`).join('; ');
    const ci = process.env.CI === 'true';
    process.stdout.write(
      `\n${total} test${total === 1 ? '' : 's'} skipped: ${reasons}.${ci ? ' CI runs every test: failing the run.' : ''}\n`,
    );
    if (ci) process.exitCode = 1;
  }
}
