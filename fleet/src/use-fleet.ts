import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Fleet, type FleetOptions, startFleet } from './fleet.ts';

/**
 * Starts a fleet before a test file's tests and stops it after them; a failing test prints every
 * process's output. `options` is read when the fleet starts, so it may name services a fault
 * test started in an earlier `beforeAll` (they stop after the fleet: hooks unwind as a stack).
 * Returns the running fleet.
 */
export const useFleet = (options: FleetOptions | (() => FleetOptions) = {}): (() => Fleet) => {
  let fleet: Fleet | undefined;
  beforeAll(async () => {
    fleet = await startFleet(typeof options === 'function' ? options() : options);
  });
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.log(fleet?.logs());
  });
  afterAll(async () => {
    await fleet?.stop();
  });
  return () => {
    if (fleet === undefined) throw new Error('The fleet has not started.');
    return fleet;
  };
};
