import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

const SCHEMA_PATH = join(import.meta.dirname, '..', 'schemas', 'compose-spec.json');

const validateSchema = new Ajv2020({ allErrors: true, strict: false }).compile(
  JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')),
);

/** A compose file as Docker Compose reads it: YAML 1.2 with `<<` merge keys. */
export const parseCompose = (text: string): unknown => parse(text, { merge: true });

/**
 * The complaints of the Compose Specification's JSON schema (deploy/schemas/compose-spec.json)
 * about a compose file, one line each; none when it conforms.
 */
export const composeSchemaErrors = (compose: unknown): string[] =>
  validateSchema(compose)
    ? []
    : (validateSchema.errors ?? []).map((error) =>
        `${error.instancePath || '/'} ${error.message ?? ''}`.trim(),
      );
