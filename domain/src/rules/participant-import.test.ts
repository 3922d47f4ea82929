import { describe, expect, it } from 'vitest';
import { verbatim } from '../errors/domain-error.ts';
import { wordsIn, wordsOf } from '../errors/error-words.ts';
import { actorOf } from '../model/actor.ts';
import { DEFAULT_ORG_ID } from '../model/organisation.ts';
import { makeUser } from '../testing/index.ts';
import {
  ALREADY_IN_AN_EVENT_MESSAGE,
  ALREADY_IN_THIS_EVENT_MESSAGE,
  classifyImportRows,
  countImportRows,
  countScopeProbes,
  EMAIL_IN_USE_MESSAGE,
  type ImportRowInput,
  importMessage,
  type KnownAccount,
  OTHER_ORGANISATION_MESSAGE,
} from './participant-import.ts';

const guideUser = makeUser({ accessLevel: 1, forename: 'Gus', surname: 'Guide' });
const guide = actorOf(guideUser);
const admin = actorOf(makeUser({ accessLevel: 2 }));
const EID = 'event-1';
const mine = { eid: EID, facilitatorId: guideUser.uid, orgId: DEFAULT_ORG_ID };
const target = { eid: EID, orgId: DEFAULT_ORG_ID };
const another = { eid: 'event-2', facilitatorId: guideUser.uid, orgId: DEFAULT_ORG_ID };
const someoneElses = { eid: 'event-3', facilitatorId: 'other-guide', orgId: DEFAULT_ORG_ID };

const row = (line: number, email: string, extra: Partial<ImportRowInput> = {}): ImportRowInput => ({
  line,
  forename: `F${line}`,
  surname: `S${line}`,
  email,
  ...extra,
});

const known = (...accounts: KnownAccount[]) =>
  new Map(accounts.map((account) => [account.user.email.toLowerCase(), account]));

describe('classifyImportRows', () => {
  it('makes an unknown email a new participant and keeps the file order and fields', () => {
    const rows = classifyImportRows(guide, target, [row(2, 'a@x.test'), row(3, 'b@x.test')], known());
    expect(rows).toEqual([
      { line: 2, forename: 'F2', surname: 'S2', email: 'a@x.test', status: 'new' },
      { line: 3, forename: 'F3', surname: 'S3', email: 'b@x.test', status: 'new' },
    ]);
  });

  it('keeps a field problem the edge found as the row error', () => {
    const [only] = classifyImportRows(
      guide,
      target,
      [row(2, 'nope', { problem: 'Enter a valid email address' })],
      known(),
    );
    expect(only).toMatchObject({ status: 'error', message: verbatim('Enter a valid email address') });
  });

  it('refuses a repeated email, whatever its case, naming the first line, and keeps the first', () => {
    const rows = classifyImportRows(
      guide,
      target,
      [row(2, 'a@x.test'), row(3, 'b@x.test'), row(5, ' A@X.TEST ')],
      known(),
    );
    expect(rows.map((r) => r.status)).toEqual(['new', 'new', 'error']);
    expect(wordsOf('en', rows[2]?.message ?? verbatim(''))).toBe(
      'This email is already on line 2 of the file',
    );
  });

  it('adds a participant in no event, whoever registered them (the exact email is known)', () => {
    const free = makeUser({ email: 'free@x.test', createdBy: 'someone-else' });
    const [only] = classifyImportRows(
      guide,
      target,
      [row(2, 'Free@X.test')],
      known({ user: free, event: null }),
    );
    expect(only).toMatchObject({ status: 'existing', uid: free.uid });
  });

  it('refuses a participant already in this event, or in another event of the Guide', () => {
    const here = makeUser({ email: 'here@x.test', eventId: EID });
    const there = makeUser({ email: 'there@x.test', eventId: another.eid });
    const rows = classifyImportRows(
      guide,
      target,
      [row(2, 'here@x.test'), row(3, 'there@x.test')],
      known({ user: here, event: mine }, { user: there, event: another }),
    );
    expect(rows.map((r) => r.message)).toEqual([ALREADY_IN_THIS_EVENT_MESSAGE, ALREADY_IN_AN_EVENT_MESSAGE]);
  });

  it("answers alike for a Guide's or super-admin's account and for another Guide's participant", () => {
    const otherGuide = makeUser({ accessLevel: 1, email: 'guide2@x.test' });
    const superAdmin = makeUser({ accessLevel: 2, email: 'root@x.test' });
    const theirs = makeUser({ email: 'theirs@x.test', eventId: someoneElses.eid });
    const rows = classifyImportRows(
      guide,
      target,
      [row(2, 'guide2@x.test'), row(3, 'root@x.test'), row(4, 'theirs@x.test')],
      known(
        { user: otherGuide, event: null },
        { user: superAdmin, event: null },
        { user: theirs, event: someoneElses },
      ),
    );
    expect(rows.map((r) => r.message)).toEqual([
      EMAIL_IN_USE_MESSAGE,
      EMAIL_IN_USE_MESSAGE,
      EMAIL_IN_USE_MESSAGE,
    ]);
  });

  it('never imports a Guide as a participant, not even the Guide importing', () => {
    const [self] = classifyImportRows(
      guide,
      target,
      [row(2, guideUser.email)],
      known({ user: guideUser, event: null }),
    );
    expect(self?.status).toBe('error');
  });

  it('names a participant of another organisation only to whoever sees them', () => {
    const elsewhere = makeUser({ email: 'else@x.test', orgId: '30000000-0000-4000-8000-000000000001' });
    const [forAdmin] = classifyImportRows(
      admin,
      target,
      [row(2, 'else@x.test')],
      known({ user: elsewhere, event: null }),
    );
    expect(forAdmin).toMatchObject({ status: 'error', message: OTHER_ORGANISATION_MESSAGE });
    const [forGuide] = classifyImportRows(
      guide,
      target,
      [row(2, 'else@x.test')],
      known({ user: elsewhere, event: null }),
    );
    expect(forGuide).toMatchObject({ status: 'error', message: EMAIL_IN_USE_MESSAGE, beyondScope: true });
  });

  it("lets a super-admin see a participant of any Guide's event as already in an event", () => {
    const theirs = makeUser({ email: 'theirs@x.test', eventId: someoneElses.eid });
    const [only] = classifyImportRows(
      admin,
      target,
      [row(2, 'theirs@x.test')],
      known({ user: theirs, event: someoneElses }),
    );
    expect(only?.message).toBe(ALREADY_IN_AN_EVENT_MESSAGE);
  });
});

describe('import counts and message', () => {
  const statuses = (...list: ('new' | 'existing' | 'error')[]) => list.map((status) => ({ status }));

  it('counts new, existing and error rows', () => {
    expect(countImportRows(statuses('new', 'existing', 'new', 'error'))).toEqual({
      created: 2,
      added: 1,
      errors: 1,
    });
  });

  it('words the summary in the reader’s language, with its plural', () => {
    expect(wordsIn('de', importMessage({ created: 1, added: 0, errors: 0 }, false))).toBe(
      '1 Teilnehmender importiert (1 neu, 0 vorhanden)',
    );
    expect(wordsIn('fr', importMessage({ created: 0, added: 0, errors: 2 }, true))).toBe(
      '2 lignes contiennent des erreurs : rien n’a été importé',
    );
  });

  it('says what was imported, what would be, or that nothing was', () => {
    expect(wordsIn('en', importMessage({ created: 2, added: 1, errors: 0 }, false))).toBe(
      '3 participants imported (2 new, 1 existing)',
    );
    expect(wordsIn('en', importMessage({ created: 1, added: 0, errors: 0 }, true))).toBe(
      'Ready to import 1 participant (1 new, 0 existing)',
    );
    expect(wordsIn('en', importMessage({ created: 5, added: 0, errors: 1 }, false))).toBe(
      '1 row has an error: nothing was imported',
    );
    expect(wordsIn('en', importMessage({ created: 5, added: 0, errors: 3 }, true))).toBe(
      '3 rows have errors: nothing was imported',
    );
  });
});

describe('countScopeProbes', () => {
  const own = makeUser({ email: 'own@x.test', createdBy: guideUser.uid });
  const stranger = makeUser({ email: 'stranger@x.test', createdBy: 'someone-else' });
  const staff = makeUser({ email: 'staff@x.test', accessLevel: 2 });
  const accounts = known(
    { user: own, event: null },
    { user: stranger, event: null },
    { user: staff, event: null },
  );
  const input = [row(2, 'new@x.test'), row(3, own.email), row(4, stranger.email), row(5, staff.email)];

  it('counts the rows about accounts beyond the Guide’s scope, when nothing is written', () => {
    const rows = classifyImportRows(guide, target, input, accounts);
    expect(rows.map((result) => result.beyondScope ?? false)).toEqual([false, false, true, true]);
    expect(countScopeProbes(guide, rows, false)).toBe(2);
  });

  it('counts none when the rows were written (adds), nor for a super-admin', () => {
    const rows = classifyImportRows(guide, target, input.slice(0, 3), accounts);
    expect(countScopeProbes(guide, rows, true)).toBe(0);
    expect(countScopeProbes(admin, classifyImportRows(admin, target, input, accounts), false)).toBe(0);
  });
});
