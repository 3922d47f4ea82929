import { zValidator } from '@hono/zod-validator';
import { type DomainError, ERROR_MESSAGES, invalid, type LanguageTag, verbatim } from '@vs/domain';
import type { ValidationTargets } from 'hono';
import { locales, type z } from 'zod';
import { replyLanguage } from './reply-language.ts';
import { schemaMessageIn } from './schema-messages.ts';

/** An issue as the reply names it: the field's path, then the message in the reader's language. */
const describeIssue = (issue: z.core.$ZodIssue, language: LanguageTag): string => {
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${schemaMessageIn(language, issue.message)}`;
};

/** zod's own wording of its messages in each shipped language (the pseudo-locale reads English). */
const ZOD_LOCALES: Readonly<
  Record<Exclude<LanguageTag, 'en' | 'en-XA'>, () => { localeError: z.core.$ZodErrorMap }>
> = { de: locales.de, fr: locales.fr, es: locales.es, nl: locales.nl, ar: locales.ar };

/**
 * The issues of a refused input, worded for a reader of `language`: zod's messages in it (parsed
 * again with its locale, only for a refusal in another language); a schema's own message as written (`describeIssue` words a registered one).
 */
const issuesIn = async (
  schema: z.ZodType,
  input: unknown,
  issues: readonly z.core.$ZodIssue[],
  language: LanguageTag,
): Promise<readonly z.core.$ZodIssue[]> => {
  if (language === 'en' || language === 'en-XA') return issues;
  const again = await schema.safeParseAsync(input, { error: ZOD_LOCALES[language]().localeError });
  return again.success ? issues : again.error.issues;
};

/** The 400 refusing `input` that `schema` found these issues in, naming each field, for a reader of `language`. */
export const invalidInput = async (
  schema: z.ZodType,
  input: unknown,
  issues: readonly z.core.$ZodIssue[],
  language: LanguageTag,
): Promise<DomainError> => {
  const described = (await issuesIn(schema, input, issues, language)).map((issue) =>
    describeIssue(issue, language),
  );
  return invalid('REQUEST.INVALID', verbatim(described.join('; ')));
};

/** application/json, also with parameters (charset) or as a +json type: what Hono parses as JSON. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const isJson = (contentType: string | undefined): boolean =>
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
  const validator = zValidator(target, schema, async (result, c) => {
    if (!result.success) throw await invalidInput(schema, result.data, result.error.issues, replyLanguage(c));
  });
  if (target !== 'json') {
    validations.set(validator, { target, schema });
    return validator;
  }
  // Hono reads any other content type as an empty object, which zod would report as missing fields.
  const jsonOnly: typeof validator = async (c, next) => {
    if (!isJson(c.req.header('content-type'))) {
      throw invalid('REQUEST.NOT_JSON', { message: ERROR_MESSAGES.notJson });
    }
    return validator(c, next);
  };
  validations.set(jsonOnly, { target, schema });
  return jsonOnly;
};
