import { z } from 'zod';
import { language } from './common.schema.ts';

/** GET /api/values: `lang` one of the shipped tags, or absent for the viewer's own language. */
export const valuesQuerySchema = z.object({ lang: language.unwrap().optional() });
