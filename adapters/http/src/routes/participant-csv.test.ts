import { IMPORT_MAX_ROWS } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_CELL_MESSAGE,
  MISSING_COLUMNS_MESSAGE,
  readParticipantCsv,
  TOO_MANY_ROWS_MESSAGE,
} from './participant-csv.ts';

const rowsOf = (csv: string) => {
  const read = readParticipantCsv(csv);
  if ('problem' in read) throw new Error(read.problem);
  return read.rows;
};

describe('readParticipantCsv', () => {
  it("reads Excel's CSV: a byte order mark, semicolons, CRLF and a blank last line", () => {
    const excel =
      '\uFEFFForename;Surname;Email\r\nZoë;Müller;zoe@example.test\r\nJean-Luc;Picard;jl@example.test\r\n;;\r\n';
    expect(rowsOf(excel)).toEqual([
      { line: 2, forename: 'Zoë', surname: 'Müller', email: 'zoe@example.test' },
      { line: 3, forename: 'Jean-Luc', surname: 'Picard', email: 'jl@example.test' },
    ]);
  });

  it('reads quoted fields holding delimiters, quotes and line breaks, keeping each row on its first line', () => {
    const csv = [
      'email,surname,forename,team',
      'a@example.test,"Smith, Jr",Ann,"Sales, ""North"""',
      'b@example.test,"Two',
      'Lines",Bo,Ops',
      '',
      'c@example.test,Cole,Cy,',
    ].join('\n');
    expect(rowsOf(csv)).toEqual([
      { line: 2, forename: 'Ann', surname: 'Smith, Jr', email: 'a@example.test' },
      {
        line: 3,
        forename: 'Bo',
        surname: 'Two\nLines',
        email: 'b@example.test',
        problem: expect.stringContaining('surname: '),
      },
      { line: 6, forename: 'Cy', surname: 'Cole', email: 'c@example.test' },
    ]);
  });

  it('reads tabs, headers in any case with spaces, and trims the fields', () => {
    expect(rowsOf(' EMAIL \tForeName\tSURNAME\n  a@example.test \t Ann \t Lee ')).toEqual([
      { line: 2, forename: 'Ann', surname: 'Lee', email: 'a@example.test' },
    ]);
  });

  it('keeps a bad field as the problem of its row, with the other rows read', () => {
    const rows = rowsOf('forename,surname,email\nAnn,,ann@example.test\nBo,Lee,bo@\nCy,Cole');
    expect(rows.map((row) => row.problem)).toEqual([
      'surname: Surname is required',
      'email: Enter a valid email address',
      'email: Email is required',
    ]);
  });

  it("reads an optional language column: a shipped tag in any case, blank for none, else the row's problem", () => {
    const csv = [
      'Forename,Surname,Email,Language',
      'Ann,Lee,a@example.test,DE',
      'Bo,Ng,b@example.test,',
      'Cy,Ho,c@example.test,pt',
    ].join('\n');
    expect(rowsOf(csv)).toEqual([
      { line: 2, forename: 'Ann', surname: 'Lee', email: 'a@example.test', language: 'de' },
      { line: 3, forename: 'Bo', surname: 'Ng', email: 'b@example.test', language: null },
      { line: 4, forename: 'Cy', surname: 'Ho', email: 'c@example.test', problem: LANGUAGE_CELL_MESSAGE },
    ]);
  });

  it('marks the last row when a quote is never closed', () => {
    const rows = rowsOf('forename,surname,email\nAnn,Lee,a@example.test\n"Bo,Lee,b@example.test\n');
    expect(rows.at(-1)?.problem).toBe('A quoted field is not closed');
  });

  it('refuses a file whose first row does not name the three columns', () => {
    expect(readParticipantCsv('first name,last name,email\nA,B,a@example.test')).toEqual({
      problem: MISSING_COLUMNS_MESSAGE,
    });
    expect(readParticipantCsv('')).toEqual({ problem: MISSING_COLUMNS_MESSAGE });
  });

  it(`reads ${IMPORT_MAX_ROWS} rows and refuses one more`, () => {
    const lines = (count: number) =>
      [
        'forename;surname;email',
        ...Array.from({ length: count }, (_, i) => `Given${i};"Family; ${i}";p${i}@example.test`),
      ].join('\r\n');
    const rows = rowsOf(lines(IMPORT_MAX_ROWS));
    expect(rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(rows.at(-1)).toEqual({
      line: IMPORT_MAX_ROWS + 1,
      forename: `Given${IMPORT_MAX_ROWS - 1}`,
      surname: `Family; ${IMPORT_MAX_ROWS - 1}`,
      email: `p${IMPORT_MAX_ROWS - 1}@example.test`,
    });
    expect(readParticipantCsv(lines(IMPORT_MAX_ROWS + 1))).toEqual({ problem: TOO_MANY_ROWS_MESSAGE });
  });
});
