import { getValueCatalogue } from '@vs/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { validate } from '../validation.ts';
import { valuesQuerySchema } from './values.schema.ts';

/**
 * GET /api/values?lang=de: the values catalogue, `[{ originalIndex, value, definition }]` in the
 * spec's order. Public (the list is the spec's); without `lang`, the viewer's language, named in
 * `Content-Language`.
 */
export const valueRoutes = () =>
  new Hono<AppEnv>().get('/', validate('query', valuesQuerySchema), (c) => {
    const { language, values } = getValueCatalogue({
      lang: c.req.valid('query').lang,
      actor: c.get('auth')?.actor ?? null,
      acceptLanguage: c.req.header('Accept-Language') ?? null,
    });
    c.header('Content-Language', language);
    c.header('Vary', 'Accept-Language, Cookie');
    return c.json(values);
  });
