export { markJobDone } from './outbox.ts';
export { type RelayOutboxInput, type RelayOutboxResult, relayOutbox } from './relay-outbox.ts';
export { type RunLifecycleSweepResult, runLifecycleSweep } from './run-lifecycle-sweep.ts';
