import type { Store } from '../ports/repositories.ts';
import type { TestDeps } from './test-deps.ts';

// The outbox and delivery reads are named for what they answer, not find/list.
const READ = /^(find|list|due$|count$|statusOf$|latestLogonDeliveries$|latestReminders$)/;
const openLogs = new WeakMap<Store, string[][]>();

/**
 * Wraps the store's write methods once, however many recordings a test opens; transactions share
 * these repository objects, so writes inside them are seen too.
 */
const logsOf = (store: Store): string[][] => {
  const existing = openLogs.get(store);
  if (existing) return existing;
  const logs: string[][] = [];
  for (const [name, repository] of Object.entries(store)) {
    if (typeof repository !== 'object' || repository === null) continue;
    const methods = repository as Record<string, (...args: unknown[]) => unknown>;
    for (const [method, fn] of Object.entries(methods)) {
      if (READ.test(method)) continue;
      methods[method] = (...args: unknown[]) => {
        for (const log of logs) log.push(`${name}.${method}`);
        return fn(...args);
      };
    }
  }
  openLogs.set(store, logs);
  return logs;
};

/** A list that fills with every repository write (`users.update`) made from now on. */
export const recordStoreWrites = (store: Store): string[] => {
  const log: string[] = [];
  logsOf(store).push(log);
  return log;
};

/**
 * Starts watching for store writes, queued jobs and sent mail; the returned function lists those
 * made since, so a test can assert that a refused call changed nothing.
 */
export const recordWrites = (deps: Pick<TestDeps, 'store' | 'enqueued' | 'sent'>): (() => string[]) => {
  const storeWrites = recordStoreWrites(deps.store);
  const [jobsBefore, mailBefore] = [deps.enqueued.length, deps.sent.length];
  return () => [
    ...storeWrites,
    ...deps.enqueued.slice(jobsBefore).map((job) => `job ${job.name}`),
    ...deps.sent.slice(mailBefore).map((mail) => `mail to ${mail.to}`),
  ];
};
