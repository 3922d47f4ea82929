import {
  DomainError,
  type DomainErrorKind,
  ERROR_MESSAGES,
  errorMessageIn,
  type LanguageTag,
  translate,
} from '@vs/domain';
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

/** The body of a refusal: `{ success: false, message }`, with the error's code where it has one. */
export const failureBody = (message: string, code?: string) => ({
  success: false as const,
  message,
  ...(code ? { code } : {}),
});

export const failure = (c: Context, status: ContentfulStatusCode, message: string, code?: string) =>
  c.json(failureBody(message, code), status);

/** What a refused request answers: its status, message (in the reader's language), code, wait. */
export interface Refusal {
  readonly status: ContentfulStatusCode;
  readonly message: string;
  readonly code?: string;
  /** Sent as `Retry-After`. */
  readonly retryAfterSeconds?: number;
}

/**
 * What a thrown error answers in `language`: a domain error by its kind, an HTTP exception by its
 * status, a service `serviceDown` names as 503 with Retry-After. Undefined for anything else: an
 * unexpected error, which is logged and answers `unexpectedRefusal`.
 */
export const refusalOf = (
  error: unknown,
  language: LanguageTag,
  serviceDown?: (error: unknown) => string | null,
): Refusal | undefined => {
  if (error instanceof DomainError) {
    return {
      status: STATUS_BY_KIND[error.kind],
      message: errorMessageIn(error, language),
      ...(error.code ? { code: error.code } : {}),
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message =
      status === 413 ? translate(language, ERROR_MESSAGES.tooLarge) : error.message || 'Bad request.';
    return { status, message };
  }
  if (serviceDown?.(error)) {
    return {
      status: 503,
      message: translate(language, ERROR_MESSAGES.unavailable),
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    };
  }
  return undefined;
};

/** The answer to an unexpected error: a 500 that says nothing of it. */
export const unexpectedRefusal = (language: LanguageTag): Refusal => ({
  status: 500,
  message: translate(language, ERROR_MESSAGES.unexpected),
});

/**
 * Turns anything thrown into `{ success: false, message }` with a proper status (`refusalOf`);
 * never a stack trace. An error `serviceDown` names (PostgreSQL or Redis away) is not logged here:
 * its outage is reported once by whoever passed `serviceDown`.
 */
export const createErrorHandler =
  (logger: Pick<AppLogger, 'error'>, serviceDown?: (error: unknown) => string | null) =>
  (error: Error, c: Context<AppEnv>): Response => {
    const language = replyLanguage(c);
    let refusal = refusalOf(error, language, serviceDown);
    if (refusal === undefined) {
      // The request's own logger (with its id) once the request-id middleware ran.
      (c.get('log') ?? logger).error(
        { err: error, method: c.req.method, route: routeLabel(c) },
        'unhandled error',
      );
      refusal = unexpectedRefusal(language);
    }
    if (refusal.retryAfterSeconds !== undefined) c.header('Retry-After', String(refusal.retryAfterSeconds));
    return failure(c, refusal.status, refusal.message, refusal.code);
  };
