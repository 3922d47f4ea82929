export { EVENT_FILE_ENTRY, participantDocuments } from './archive-layout.ts';
export * from './build-event-archive.ts';
export * from './event-archive-download.ts';
export * from './event-archive-status.ts';
export * from './fail-event-archive.ts';
export type { EventArchiveInput } from './new-archive-request.ts';
export * from './request-event-archive.ts';
export * from './start-event-archive.ts';
export * from './write-event-archive.ts';
