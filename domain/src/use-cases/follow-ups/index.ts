export { deliverFollowUpEmail } from './deliver-follow-up-email.ts';
export { type SweepFollowUpsResult, sweepFollowUps } from './sweep-follow-ups.ts';
