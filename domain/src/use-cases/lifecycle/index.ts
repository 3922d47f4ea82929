export * from './list-expired-events.ts';
export * from './list-pending-removal.ts';
export * from './sweep-event-lifecycle.ts';
