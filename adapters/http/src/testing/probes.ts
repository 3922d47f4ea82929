import type { TestDeps } from '@vs/domain/testing';
import { expect } from 'vitest';
import type { TestResponse } from './test-app.ts';

const READ = /^(find|list)/;
const logs = new WeakMap<TestDeps, string[]>();

/** Wraps the store's write methods once per deps; transactions share these repository objects. */
const storeWriteLog = (deps: TestDeps): string[] => {
  const existing = logs.get(deps);
  if (existing) return existing;
  const log: string[] = [];
  for (const [name, repository] of Object.entries(deps.store)) {
    if (typeof repository !== 'object' || repository === null) continue;
    const methods = repository as Record<string, (...args: unknown[]) => unknown>;
    for (const [method, fn] of Object.entries(methods)) {
      if (READ.test(method)) continue;
      methods[method] = (...args: unknown[]) => {
        log.push(`${name}.${method}`);
        return fn(...args);
      };
    }
  }
  logs.set(deps, log);
  return log;
};

/**
 * Starts watching for store writes, queued jobs and sent mail; the returned function lists those
 * made since, so a test can assert that a refused request changed nothing.
 */
export const recordWrites = (deps: TestDeps): (() => string[]) => {
  const log = storeWriteLog(deps);
  const [writesBefore, jobsBefore, mailBefore] = [log.length, deps.enqueued.length, deps.sent.length];
  return () => [
    ...log.slice(writesBefore),
    ...deps.enqueued.slice(jobsBefore).map((job) => `job ${job.name}`),
    ...deps.sent.slice(mailBefore).map((mail) => `mail to ${mail.to}`),
  ];
};

/**
 * Sends a request that must fail: checks the status, the `{ success: false, message }` reply (the
 * message matching `message` when given) and that nothing was written.
 */
export const expectRefused = async (
  deps: TestDeps,
  send: () => Promise<TestResponse>,
  status: number,
  message?: string | RegExp,
): Promise<TestResponse> => {
  const writes = recordWrites(deps);
  const response = await send();
  expect({ status: response.status, success: response.body.success }).toEqual({ status, success: false });
  expect(response.body.message).toEqual(expect.any(String));
  if (message !== undefined) expect(response.body.message).toMatch(message);
  expect(writes()).toEqual([]);
  return response;
};

/** Fails when a reply carries a password hash anywhere (the test hasher writes `hashed(...)`). */
export const expectNoPasswordHash = (response: TestResponse): void => {
  const text = JSON.stringify(response.body);
  expect(text).not.toContain('passwordHash');
  expect(text).not.toContain('hashed(');
};
