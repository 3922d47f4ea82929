export { type AppType, BODY_LIMIT_BYTES, createApp, UPLOAD_LIMIT_BYTES } from './app.ts';
export type { AppOptions, Readiness } from './app-options.ts';
export { type ClientAddressing, createClientAddressing } from './client-address.ts';
export { STATUS_BY_KIND } from './error-handler.ts';
export type { AppLogger } from './logger.ts';
export {
  createRateLimits,
  RATE_LIMIT_RULES,
  type RateLimitOptions,
  type RateLimits,
} from './middleware/rate-limits.ts';
export { REQUEST_ID_HEADER } from './middleware/request-id.ts';
export { SESSION_COOKIE } from './middleware/session.ts';
export {
  createInProcessProgressBus,
  type ProgressBus,
} from './progress/progress-bus.ts';
export { createRedisProgressBus, type RedisProgressBusOptions } from './progress/redis-progress-bus.ts';
export { type SaveLaneOptions, withSaveLane } from './save-lane.ts';
