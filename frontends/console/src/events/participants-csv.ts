import type { LogonEmailState } from '@vs/domain';
import Papa from 'papaparse';
import { createIntl, defineMessages, type IntlShape } from 'react-intl';
import type { EventView } from './event-view-query.ts';

/** The template a Guide fills in: the three columns the import reads, and one example row. */
export const IMPORT_TEMPLATE = Papa.unparse([
  ['forename', 'surname', 'email'],
  ['Alex', 'Example', 'alex.example@example.com'],
]);

const MESSAGES = defineMessages({
  forename: { id: 'console.events.participantsCsv.forename', defaultMessage: 'forename' },
  surname: { id: 'console.events.participantsCsv.surname', defaultMessage: 'surname' },
  email: { id: 'console.events.participantsCsv.email', defaultMessage: 'email' },
  steps: { id: 'console.events.participantsCsv.steps', defaultMessage: 'prework steps done' },
  logonEmail: { id: 'console.events.participantsCsv.logonEmail', defaultMessage: 'login email' },
  'not-sent': { id: 'console.events.participantsCsv.notSent', defaultMessage: 'not sent' },
  queued: { id: 'console.events.participantsCsv.queued', defaultMessage: 'queued' },
  sent: { id: 'console.events.participantsCsv.sent', defaultMessage: 'sent' },
  failed: { id: 'console.events.participantsCsv.failed', defaultMessage: 'failed' },
});

const EMAIL_STATES: readonly LogonEmailState[] = ['not-sent', 'queued', 'sent', 'failed'];

/** English, for a caller that does not name the reader's language. */
const ENGLISH = createIntl({ locale: 'en', defaultLocale: 'en' });

/**
 * The event's participants for the provider's own records, headed and worded in the reader's
 * language (`intl`): names, email, how many of the four pre-work steps are done and the logon
 * email's status. A cell starting with =, +, - or @ is quoted so a spreadsheet does not run it as
 * a formula.
 */
export const participantsCsv = (
  event: Pick<EventView, 'participants' | 'emailStates'>,
  intl: IntlShape = ENGLISH,
): string => {
  const status = Object.fromEntries(
    EMAIL_STATES.map((state) => [state, intl.formatMessage(MESSAGES[state])]),
  );
  return Papa.unparse(
    {
      fields: [MESSAGES.forename, MESSAGES.surname, MESSAGES.email, MESSAGES.steps, MESSAGES.logonEmail].map(
        (heading) => intl.formatMessage(heading),
      ),
      data: event.participants.map((p, i) => [
        p.forename,
        p.surname,
        p.email,
        intl.formatNumber(p.responseCompleted.filter(Boolean).length),
        status[event.emailStates[i] ?? 'not-sent'],
      ]),
    },
    { escapeFormulae: true },
  );
};

/** A file name from the event's name: letters, digits and dashes only. */
export const csvFileName = (eventName: string, what: string): string =>
  `${eventName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event'}-${what}.csv`;
