import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { replyLanguage } from '../reply-language.ts';
import { replyMessageIn } from '../reply-messages.ts';

/**
 * The message of a successful write in its reader's language (`reply-messages.ts`). English
 * readers (spec section 7 clients, anyone without a language) cost one language check: their
 * replies are never read again. Reads, files and streams pass untouched.
 */
export const wordReplies: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === 'GET' || !c.res.headers.get('content-type')?.startsWith('application/json')) return;
  const language = replyLanguage(c);
  if (language === 'en') return;
  const body: unknown = await c.res.clone().json();
  if (typeof body !== 'object' || body === null || !('message' in body) || typeof body.message !== 'string')
    return;
  const message = replyMessageIn(language, body.message);
  if (message === body.message) return;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify({ ...body, message }), { status: c.res.status, headers });
};
