export { EVENT_FILE_ENTRY } from './archive-layout.ts';
export * from './build-event-archive.ts';
export * from './request-event-archive.ts';
