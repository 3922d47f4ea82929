import type { Person } from '../people/user-search.ts';
import { ok } from './replies.ts';

/** One person as the people lists and the user info give them; email `{forename}@example.test`. */
export const person = (
  uid: string,
  forename: string,
  surname: string,
  extra: Partial<Person> = {},
): Person => ({
  uid,
  forename,
  surname,
  email: `${forename.toLowerCase()}@example.test`,
  accessLevel: 0,
  portal_link: '',
  mwEnabled: false,
  event: null,
  responseCompleted: [false, false, false, false],
  language: null,
  ...extra,
});

/** Person `n` of a long list: Pat{n} Lee{n}, pat{n}@example.test, a uuid ending in `n`. */
export const numberedPerson = (n: number, extra: Partial<Person> = {}): Person =>
  person(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, `Pat${n}`, `Lee${n}`, extra);

/** The signed-in super-admin, Ada Admin. */
export const SUPER_ADMIN = numberedPerson(999, {
  forename: 'Ada',
  surname: 'Admin',
  email: 'ada@example.test',
  accessLevel: 2,
});

/** GET /api/user/info's reply for the signed-in super-admin. */
export const superAdminInfo = ok({ message: 'User loaded', user: SUPER_ADMIN });
