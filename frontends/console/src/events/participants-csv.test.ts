import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, IMPORT_TEMPLATE, participantsCsv } from './participants-csv.ts';

const person = (forename: string, email: string, done: number) => ({
  uid: email,
  forename,
  surname: 'Lee',
  email,
  accessLevel: 0 as const,
  portal_link: '',
  mwEnabled: false,
  event: 'e1',
  responseCompleted: [0, 1, 2, 3].map((i) => i < done) as [boolean, boolean, boolean, boolean],
  language: null,
});

describe('participantsCsv', () => {
  it('lists names, email, pre-work steps done and the logon email status, and reads back', () => {
    const csv = participantsCsv({
      participants: [
        person('Ann, Jr', 'ann@example.test', 4),
        person('=HYPERLINK("x")', 'bo@example.test', 1),
      ],
      emailStates: ['sent', 'failed'],
    });
    expect(Papa.parse(csv).data).toEqual([
      ['forename', 'surname', 'email', 'prework steps done', 'login email'],
      ['Ann, Jr', 'Lee', 'ann@example.test', '4', 'sent'],
      // A formula is never run by the spreadsheet: it is written as text.
      ['\'=HYPERLINK("x")', 'Lee', 'bo@example.test', '1', 'failed'],
    ]);
  });

  it('names the file after the event', () => {
    expect(csvFileName('Team Day: Q3/2026', 'participants')).toBe('Team-Day-Q3-2026-participants.csv');
    expect(csvFileName('***', 'participants')).toBe('event-participants.csv');
  });

  it('gives a template the import reads', () => {
    expect(Papa.parse(IMPORT_TEMPLATE).data[0]).toEqual(['forename', 'surname', 'email']);
  });
});
