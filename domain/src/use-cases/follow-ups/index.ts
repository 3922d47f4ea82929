export { deliverFollowUpEmail } from './deliver-follow-up-email.ts';
export { FOLLOW_UP_LINK_INVALID } from './follow-up-by-token.ts';
export { type DriftPoint, getDrift } from './get-drift.ts';
export { followUpReportOf, getFollowUpReport } from './get-follow-up-report.ts';
export { optOutOfFollowUps } from './opt-out-of-follow-ups.ts';
export { renderImpactReport } from './render-impact-report.ts';
export {
  NO_FOLLOW_UPS_MESSAGE,
  type RequestImpactReportResult,
  requestImpactReport,
} from './request-impact-report.ts';
export { type SubmitFollowUpInput, submitFollowUp } from './submit-follow-up.ts';
export { type SweepFollowUpsResult, sweepFollowUps } from './sweep-follow-ups.ts';
export { type FollowUpView, viewFollowUp } from './view-follow-up.ts';
