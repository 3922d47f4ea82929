import type { LogonEmailState } from '@vs/domain';
import Papa from 'papaparse';
import type { EventView } from './event-view-query.ts';

/** The template a Guide fills in: the three columns the import reads, and one example row. */
export const IMPORT_TEMPLATE = Papa.unparse([
  ['forename', 'surname', 'email'],
  ['Alex', 'Example', 'alex.example@example.com'],
]);

const EMAIL_STATUS: Record<LogonEmailState, string> = {
  'not-sent': 'not sent',
  queued: 'queued',
  sent: 'sent',
  failed: 'failed',
};

/**
 * The event's participants for the provider's own records: names, email, how many of the four
 * pre-work steps are done and the logon email's status. A cell starting with =, +, - or @ is
 * quoted so a spreadsheet does not run it as a formula.
 */
export const participantsCsv = (event: Pick<EventView, 'participants' | 'emailStates'>): string =>
  Papa.unparse(
    {
      fields: ['forename', 'surname', 'email', 'prework steps done', 'login email'],
      data: event.participants.map((p, i) => [
        p.forename,
        p.surname,
        p.email,
        String(p.responseCompleted.filter(Boolean).length),
        EMAIL_STATUS[event.emailStates[i] ?? 'not-sent'],
      ]),
    },
    { escapeFormulae: true },
  );

/** A file name from the event's name: letters, digits and dashes only. */
export const csvFileName = (eventName: string, what: string): string =>
  `${eventName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event'}-${what}.csv`;
