/** A refused or failed call, carrying the server's user-facing message (status 0: no reply). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Shown when a call fails without a message of the server's. */
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** Shown when the server could not be reached at all. */
export const OFFLINE_MESSAGE = 'The server could not be reached. Please check your connection.';

interface Reply {
  readonly success?: boolean;
  readonly message?: string;
}

/** What `call` needs of a response: a fetch `Response`, or a typed client's (Hono RPC) response. */
interface JsonResponse {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}

/**
 * Awaits a call and returns its JSON reply; a failure (no reply, an HTTP error or `success: false`)
 * throws {@link ApiError} with the server's message.
 *
 * @example
 * ```ts
 * const { events } = await call(api.api.event.all.$get());
 * ```
 */
export const call = async <R extends JsonResponse>(
  request: Promise<R>,
): Promise<Awaited<ReturnType<R['json']>>> => callWithReport(request, (_body): _body is never => false);

/**
 * As {@link call}, but a refusal whose body `isReport` recognises (a 400 that says, row by row,
 * what is wrong with a file) is returned rather than thrown, so the screen can show it.
 */
export const callWithReport = async <R extends JsonResponse, T>(
  request: Promise<R>,
  isReport: (body: unknown) => body is T,
): Promise<Awaited<ReturnType<R['json']>> | T> => {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  const body = (await response.json().catch(() => ({}))) as Reply;
  if (!response.ok || body.success === false) {
    if (isReport(body)) return body;
    throw new ApiError(response.status, body.message || FALLBACK_MESSAGE);
  }
  return body as Awaited<ReturnType<R['json']>>;
};

/** The message to show for a failed call: the server's, or a plain fallback. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : FALLBACK_MESSAGE;
