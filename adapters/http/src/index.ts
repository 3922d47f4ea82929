export { type AppType, BODY_LIMIT_BYTES, createApp, UPLOAD_LIMIT_BYTES } from './app.ts';
export type { AppOptions } from './app-options.ts';
export { type ClientAddressing, createClientAddressing } from './client-address.ts';
export { STATUS_BY_KIND } from './error-handler.ts';
export {
  createRateLimits,
  RATE_LIMIT_RULES,
  type RateLimitOptions,
  type RateLimits,
} from './middleware/rate-limits.ts';
export { SESSION_COOKIE } from './middleware/session.ts';
