import type { AppType } from '@vs/http';
import { hc } from 'hono/client';

/** Typed from the server's routes (a type-only import: no server code reaches the bundle). */
export const api = hc<AppType>('/', { init: { credentials: 'same-origin' } });

/** A refused or failed call, carrying the server's user-facing message. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
export const OFFLINE_MESSAGE = 'The server could not be reached. Please check your connection.';

interface Reply {
  readonly success?: boolean;
  readonly message?: string;
}

interface JsonResponse {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}

/** Awaits a call and returns its JSON reply; a failure (HTTP or `success: false`) throws ApiError. */
export const call = async <R extends JsonResponse>(
  request: Promise<R>,
): Promise<Awaited<ReturnType<R['json']>>> => {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  const body = (await response.json().catch(() => ({}))) as Reply;
  if (!response.ok || body.success === false) {
    throw new ApiError(response.status, body.message || FALLBACK_MESSAGE);
  }
  return body as Awaited<ReturnType<R['json']>>;
};

/** The message to show for a failed call: the server's, or a plain fallback. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : FALLBACK_MESSAGE;
