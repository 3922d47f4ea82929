import { defineMessages, type IntlShape } from 'react-intl';

/**
 * A refused or failed call: its HTTP status (0: no reply), the server's user-facing message and
 * its stable `code`.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The reply's `code` (`ORG.SLUG_TAKEN`); `CLIENT.OFFLINE` / `CLIENT.NO_MESSAGE` for the client's own. */
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The client's own words for a failure the server did not word, in the reader's language. */
const CALL_MESSAGES = defineMessages({
  fallback: { id: 'ui.call.fallback', defaultMessage: 'Something went wrong. Please try again.' },
  offline: {
    id: 'ui.call.offline',
    defaultMessage: 'The server could not be reached. Please check your connection.',
  },
});
const OFFLINE = 'CLIENT.OFFLINE';
const NO_MESSAGE = 'CLIENT.NO_MESSAGE';

/** Shown when a call fails without a message of the server's (English; `messageOf` words it). */
export const FALLBACK_MESSAGE = CALL_MESSAGES.fallback.defaultMessage;

/** Shown when the server could not be reached at all (English; `messageOf` words it). */
export const OFFLINE_MESSAGE = CALL_MESSAGES.offline.defaultMessage;

/** The failure of a call that got no reply (the network, or the page being left). */
export const offlineError = (): ApiError => new ApiError(0, OFFLINE_MESSAGE, OFFLINE);

/**
 * A successful reply's body, read whole: one cut off on its way (the page being left, the network
 * gone) said nothing, so it is no reply ({@link offlineError}), never an empty success.
 */
export const wholeBody = <T>(read: Promise<T>): Promise<T> =>
  read.catch(() => {
    throw offlineError();
  });

/** A refusal: the server's message, or the fallback when it sent none. */
export const refusalError = (status: number, reply: { readonly message?: string; readonly code?: string }) =>
  reply.message
    ? new ApiError(status, reply.message, reply.code)
    : new ApiError(status, FALLBACK_MESSAGE, NO_MESSAGE);

interface Reply {
  readonly success?: boolean;
  readonly message?: string;
  readonly code?: string;
}

/** What `call` needs of a response: a fetch `Response`, or a typed client's (Hono RPC) response. */
interface JsonResponse {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}

/**
 * Awaits a call and returns its JSON reply; a failure (no reply, a success whose body could not be
 * read, an HTTP error or `success: false`) throws {@link ApiError} with the server's message.
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
    throw offlineError();
  }
  // A refusal whose body cannot be read stays one, in the fallback's words.
  const body = (await (response.ok
    ? wholeBody(response.json())
    : response.json().catch(() => ({})))) as Reply;
  if (!response.ok || body.success === false) {
    if (isReport(body)) return body;
    throw refusalError(response.status, body);
  }
  return body as Awaited<ReturnType<R['json']>>;
};

/** The message to show for a failed call: the server's (already in the reader's language), or the client's own. */
export const messageOf = (error: unknown, intl: IntlShape): string => {
  if (!(error instanceof ApiError) || error.code === NO_MESSAGE)
    return intl.formatMessage(CALL_MESSAGES.fallback);
  return error.code === OFFLINE ? intl.formatMessage(CALL_MESSAGES.offline) : error.message;
};
