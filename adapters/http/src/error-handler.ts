import { DomainError, type DomainErrorKind, ERROR_MESSAGES, errorMessageIn, translate } from '@vs/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './env.ts';
import type { AppLogger } from './logger.ts';
import { routeLabel } from './middleware/route-label.ts';
import { replyLanguage } from './reply-language.ts';

/** The one place where domain error kinds become HTTP statuses. */
export const STATUS_BY_KIND: Readonly<Record<DomainErrorKind, ContentfulStatusCode>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  gone: 410,
  'rate-limited': 429,
  unavailable: 503,
};

/** How long a client is asked to wait while PostgreSQL or Redis is down: a restart takes a few seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = ERROR_MESSAGES.unavailable.defaultMessage;

export const failure = (c: Context, status: ContentfulStatusCode, message: string, code?: string) =>
  c.json({ success: false as const, message, ...(code ? { code } : {}) }, status);

/**
 * Turns anything thrown into `{ success: false, message }` with a proper status; never a stack
 * trace. The message is in the person's language (`replyLanguage`) where it is catalogued. An error `serviceDown` names (PostgreSQL or Redis away) is a 503 with Retry-After, not
 * logged here: its outage is reported once by whoever passed `serviceDown`.
 */
export const createErrorHandler =
  (logger: Pick<AppLogger, 'error'>, serviceDown?: (error: unknown) => string | null) =>
  (error: Error, c: Context<AppEnv>): Response => {
    const language = replyLanguage(c);
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return failure(c, STATUS_BY_KIND[error.kind], errorMessageIn(error, language), error.code);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return failure(
        c,
        status,
        status === 413 ? translate(language, ERROR_MESSAGES.tooLarge) : error.message || 'Bad request.',
      );
    }
    if (serviceDown?.(error)) {
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return failure(c, 503, translate(language, ERROR_MESSAGES.unavailable), 'SERVICE_UNAVAILABLE');
    }
    // The request's own logger (with its id) once the request-id middleware ran.
    (c.get('log') ?? logger).error(
      { err: error, method: c.req.method, route: routeLabel(c) },
      'unhandled error',
    );
    return failure(c, 500, translate(language, ERROR_MESSAGES.unexpected));
  };
