import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as streamedBodyLimit } from 'hono/body-limit';

export interface BodyLimitOptions {
  readonly maxSize: number;
  readonly onError: (c: Context) => Response | Promise<Response>;
}

/**
 * Refuses a body above `maxSize` bytes. A body that states its length (every browser's small JSON
 * body) is judged by its `Content-Length` alone, so the request is never turned into a web `Request`
 * read through web streams; only a streamed body (no length, or chunked) is counted as it arrives,
 * by Hono's own limit.
 *
 * A refusal says `Connection: close`: the rest of the body is never read, so the connection cannot
 * carry another request (Node drops a chunked one mid-body), and a keep-alive client that was not
 * told would send its next request into a closed socket and get no answer.
 */
export const bodyLimit = (options: BodyLimitOptions): MiddlewareHandler => {
  const refuse = async (c: Context): Promise<Response> => {
    const response = await options.onError(c);
    response.headers.set('Connection', 'close');
    return response;
  };
  const streamed = streamedBodyLimit({ maxSize: options.maxSize, onError: refuse });
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    return Number.parseInt(length, 10) > options.maxSize ? refuse(c) : next();
  };
};
