export * from './add-participant.ts';
export type { EventParticipant, FacilitatorView } from './event-people.ts';
export * from './get-event-progress.ts';
export * from './import-participants.ts';
export * from './list-event-participants.ts';
export * from './remove-participant.ts';
