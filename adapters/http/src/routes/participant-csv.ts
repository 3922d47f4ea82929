import {
  IMPORT_COLUMNS,
  IMPORT_LANGUAGE_COLUMN,
  IMPORT_MAX_ROWS,
  type ImportRowInput,
  LANGUAGES,
  type LanguageTag,
} from '@vs/domain';
import Papa from 'papaparse';
import { z } from 'zod';
import { SCHEMA_MESSAGES, schemaMessage } from '../schema-messages.ts';
import { email, personName } from './common.schema.ts';

/** A spreadsheet read into rows, or what makes it unreadable as a whole. */
export type ParticipantCsv = { readonly rows: ImportRowInput[] } | { readonly problem: string };

export const MISSING_COLUMNS_MESSAGE = schemaMessage(SCHEMA_MESSAGES.csvColumns, {
  columns: IMPORT_COLUMNS.join(', '),
});
// A number: each language groups its thousands ("2,000", "2.000").
export const TOO_MANY_ROWS_MESSAGE = schemaMessage(SCHEMA_MESSAGES.csvTooManyRows, { max: IMPORT_MAX_ROWS });

/** Each row's fields, checked as the add-participant form checks them. */
const rowSchema = z.object({ forename: personName('forename'), surname: personName('surname'), email });

export const LANGUAGE_CELL_MESSAGE = `language: ${schemaMessage(SCHEMA_MESSAGES.csvLanguage, { languages: LANGUAGES.join(', ') })}`;

/** A language cell: blank is none; a shipped tag in any case; anything else is the row's problem. */
const languageOf = (cell: string): { language: LanguageTag | null } | { problem: string } => {
  const wanted = cell.trim().toLowerCase();
  if (wanted === '') return { language: null };
  const tag = LANGUAGES.find((l) => l.toLowerCase() === wanted);
  return tag === undefined ? { problem: LANGUAGE_CELL_MESSAGE } : { language: tag };
};

/** Each distinct complaint once (a blank name fails two checks with one message). */
const problemOf = (error: z.ZodError): string =>
  [...new Set(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))].join('; ');

/** A parsed record with the offset just past it in the text. */
interface Record {
  readonly cells: string[];
  readonly end: number;
}

/** Counts line breaks as it moves forward through the text, so each record knows its first line. */
const lineCounter = (text: string) => {
  let at = 0;
  let line = 1;
  return {
    /** The line of the first visible character at or after `from` (a record's start). */
    lineOfRecordAt: (from: number): number => {
      let start = from;
      while (start < text.length && /\s/.test(text.charAt(start))) start += 1;
      for (; at < start; at += 1) if (text.charAt(at) === '\n') line += 1;
      return line;
    },
  };
};

/**
 * Reads a participant spreadsheet saved as CSV: a header row naming forename, surname and email in
 * any order and case (other columns are ignored); comma, semicolon or tab delimited (guessed from
 * the text); quoted fields, which may hold delimiters and line breaks; a UTF-8 byte order mark;
 * blank lines skipped. Each row keeps the line it starts on and the first problem of its fields.
 */
export const readParticipantCsv = (csv: string): ParticipantCsv => {
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  const records: Record[] = [];
  let unclosedQuote = false;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      if (result.errors.some((error) => error.code === 'MissingQuotes')) unclosedQuote = true;
      records.push({ cells: result.data, end: result.meta.cursor });
      // The header and one row too many are enough to refuse the file.
      if (records.length > IMPORT_MAX_ROWS + 1) parser.abort();
    },
  });
  const [header, ...data] = records;
  const names = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const column = Object.fromEntries(IMPORT_COLUMNS.map((name) => [name, names.indexOf(name)]));
  if (IMPORT_COLUMNS.some((name) => column[name] === -1)) return { problem: MISSING_COLUMNS_MESSAGE };
  if (data.length > IMPORT_MAX_ROWS) return { problem: TOO_MANY_ROWS_MESSAGE };
  const languageColumn = names.indexOf(IMPORT_LANGUAGE_COLUMN);

  const lines = lineCounter(text);
  let start = header?.end ?? 0;
  const rows = data.map(({ cells, end }) => {
    const line = lines.lineOfRecordAt(start);
    start = end;
    const fields = Object.fromEntries(
      IMPORT_COLUMNS.map((name) => [name, cells[column[name] ?? -1] ?? '']),
    ) as {
      [name in (typeof IMPORT_COLUMNS)[number]]: string;
    };
    const checked = rowSchema.safeParse(fields);
    const trimmed = {
      forename: fields.forename.trim(),
      surname: fields.surname.trim(),
      email: fields.email.trim(),
    };
    const language = languageColumn === -1 ? null : languageOf(cells[languageColumn] ?? '');
    const fieldsRead: ImportRowInput = checked.success
      ? { line, ...checked.data }
      : { line, ...trimmed, problem: problemOf(checked.error) };
    if (language === null) return fieldsRead;
    if ('problem' in language) return { ...fieldsRead, problem: fieldsRead.problem ?? language.problem };
    return { ...fieldsRead, language: language.language };
  });
  if (unclosedQuote) {
    const last = rows.at(-1);
    if (last !== undefined)
      rows[rows.length - 1] = { ...last, problem: schemaMessage(SCHEMA_MESSAGES.csvQuote) };
  }
  return { rows };
};
