import {
  defineMessages,
  type ErrorText,
  type LanguageTag,
  type MessageDescriptor,
  wordsIn,
} from '@vs/domain';

/**
 * The request schemas' own messages that people read (a form's field is wrong), catalogued in
 * `i18n/server/<tag>.json` like the domain's errors. A schema carries the English (zod issues are
 * text); `validation.ts` words it in the reader's language through the registry below. Messages
 * that name protocol fields for client developers (`lid is required`, `dryRun must be true or
 * false`) stay English, as zod's own messages do for them (docs/decisions.md).
 */
export const SCHEMA_MESSAGES = defineMessages({
  tooLong: { id: 'error.request.tooLong', defaultMessage: 'must be at most {max} characters' },
  controlCharacters: {
    id: 'error.request.controlCharacters',
    defaultMessage: 'must not contain control characters',
  },
  emailRequired: { id: 'error.request.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'error.request.emailInvalid', defaultMessage: 'Enter a valid email address' },
  passwordRequired: { id: 'error.request.passwordRequired', defaultMessage: 'Password is required' },
  forenameRequired: { id: 'error.request.forenameRequired', defaultMessage: 'Forename is required' },
  surnameRequired: { id: 'error.request.surnameRequired', defaultMessage: 'Surname is required' },
  eventNameRequired: { id: 'error.request.eventNameRequired', defaultMessage: 'Event name is required' },
  calendarDate: { id: 'error.request.calendarDate', defaultMessage: 'must be a date written YYYY-MM-DD' },
  portalLink: { id: 'error.request.portalLink', defaultMessage: 'Portal link must be a web address' },
  eventFileJson: { id: 'error.request.eventFileJson', defaultMessage: 'eventFile is not valid JSON' },
  eventFileVersion: {
    id: 'error.request.eventFileVersion',
    defaultMessage: 'Unsupported event file version (expected {version})',
  },
  csvColumns: {
    id: 'error.request.csvColumns',
    defaultMessage: 'The first row must name the columns {columns} (in any order)',
  },
  csvTooManyRows: {
    id: 'error.request.csvTooManyRows',
    defaultMessage: 'The file holds more than {max, number} participants: split it',
  },
  csvLanguage: { id: 'error.request.csvLanguage', defaultMessage: 'must be one of {languages}, or blank' },
  csvQuote: { id: 'error.request.csvQuote', defaultMessage: 'A quoted field is not closed' },
  logoType: { id: 'error.request.logoType', defaultMessage: 'The logo must be sent as {types}' },
  noteTooLong: { id: 'error.request.noteTooLong', defaultMessage: 'note must be at most {max} characters' },
});

/** Each registered message by its English, with the arguments it was written with. */
const registered = new Map<string, ErrorText>();

/** A schema's message: its English (what zod reports), registered to be worded in other languages. */
export const schemaMessage = (message: MessageDescriptor, values?: ErrorText['values']): string => {
  const text: ErrorText = values === undefined ? { message } : { message, values };
  const english = wordsIn('en', text);
  registered.set(english, text);
  return english;
};

/** An issue's message for a reader of `language`: a registered one in it, any other as it is. */
export const schemaMessageIn = (language: LanguageTag, message: string): string => {
  const text = registered.get(message);
  return text === undefined ? message : wordsIn(language, text);
};

/**
 * Issues joined as a reply or an import row writes them (`field: message; …`), each registered
 * message in the reader's language.
 */
export const issuesIn = (language: LanguageTag, joined: string): string =>
  joined
    .split('; ')
    .map((issue) => {
      const colon = issue.indexOf(': ');
      return colon < 0
        ? schemaMessageIn(language, issue)
        : `${issue.slice(0, colon + 2)}${schemaMessageIn(language, issue.slice(colon + 2))}`;
    })
    .join('; ');
