import { recordWrites, type TestDeps } from '@vs/domain/testing';
import { expect } from 'vitest';
import type { TestResponse } from './test-app.ts';

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
