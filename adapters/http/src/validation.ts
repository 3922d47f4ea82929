import { zValidator } from '@hono/zod-validator';
import { invalid } from '@vs/domain';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
};

/** application/json, also with parameters (charset) or as a +json type: what Hono parses as JSON. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const isJson = (contentType: string | undefined): boolean =>
  JSON_MEDIA_TYPE.test((contentType ?? '').split(';')[0]?.trim() ?? '');

/** What one validator middleware checks: the part of the request and its zod schema. */
export interface Validation {
  readonly target: keyof ValidationTargets;
  readonly schema: z.ZodType;
}

/** Every validator `validate` made, by its middleware: the OpenAPI document reads them off the app's routes. */
const validations = new WeakMap<object, Validation>();

/** The validation a route's handler (one entry of Hono's `app.routes`) performs, if it is a validator. */
export const validationOf = (handler: object): Validation | undefined => validations.get(handler);

/**
 * zod validation of one part of the request. A failure is a 400 `{ success: false, message }`
 * naming the offending field; the handler never runs, so nothing is written.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) => {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) {
      throw invalid('REQUEST.INVALID', result.error.issues.map(describeIssue).join('; '));
    }
  });
  if (target !== 'json') {
    validations.set(validator, { target, schema });
    return validator;
  }
  // Hono reads any other content type as an empty object, which zod would report as missing fields.
  const jsonOnly: typeof validator = async (c, next) => {
    if (!isJson(c.req.header('content-type'))) {
      throw invalid('REQUEST.NOT_JSON', 'The request body must be JSON (Content-Type: application/json).');
    }
    return validator(c, next);
  };
  validations.set(jsonOnly, { target, schema });
  return jsonOnly;
};
