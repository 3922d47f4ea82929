import { invalid } from '../errors/domain-error.ts';
import { normaliseEmail, type User } from '../model/user.ts';
import { defineMessage } from './message-descriptor.ts';
import { TEXT_LIMITS } from './text-limits.ts';

/**
 * How the Participants, Guides and Super-Admins screens search and page their lists. Every store
 * implements the same rules (the in-memory store calls these; the SQL store mirrors them and the
 * shared contract suite holds both to it).
 */

/** Search text longer than this (after trimming) is refused. */
export const SEARCH_MAX_LENGTH = TEXT_LIMITS.search;
/** The largest page a list call returns. */
export const PAGE_LIMIT_MAX = 500;

/** What a list call may ask for; nothing given means the whole list. */
export interface UserListInput {
  /** Search text: whitespace-separated terms, every one of which must match. */
  readonly q?: string;
  /** How many matching users to skip (default 0). */
  readonly offset?: number;
  /** How many to return at most (1-500); without it every match from `offset` on. */
  readonly limit?: number;
}

/** A list call as the stores run it. */
export interface UserSearch {
  /** Each term must start the forename or the surname, or occur anywhere in the email (ignoring case). */
  readonly terms: readonly string[];
  readonly offset: number;
  /** null: no limit. */
  readonly limit: number | null;
  /** Only the users who belong to this organisation (`User.orgId`: a participant's); absent: any. */
  readonly orgId?: string;
}

export const WHOLE_LIST: UserSearch = { terms: [], offset: 0, limit: null };

/** One page of a list and the number of users matching in all. */
export interface UserPage<T = User> {
  readonly users: T[];
  readonly total: number;
}

const INVALID_CODE = 'USER_LIST.INVALID';

/** The terms of a search text: trimmed, split on any whitespace; empty text has none. */
export const searchTermsOf = (q: string | undefined): string[] => {
  const text = (q ?? '').trim();
  return text === '' ? [] : text.split(/\s+/u);
};

/** Checks a list call and turns it into a search; out-of-range input is refused (400). */
export const userSearchOf = (input: UserListInput = {}): UserSearch => {
  const q = (input.q ?? '').trim();
  if (q.length > SEARCH_MAX_LENGTH)
    throw invalid(INVALID_CODE, {
      message: defineMessage({
        id: 'error.userList.searchTooLong',
        defaultMessage: 'q: search text must be at most {max} characters',
      }),
      values: { max: SEARCH_MAX_LENGTH },
    });
  const offset = input.offset ?? 0;
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw invalid(
      INVALID_CODE,
      defineMessage({
        id: 'error.userList.badOffset',
        defaultMessage: 'offset: must be a whole number of 0 or more',
      }),
    );
  const limit = input.limit ?? null;
  if (limit !== null && (!Number.isSafeInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX))
    throw invalid(INVALID_CODE, {
      message: defineMessage({
        id: 'error.userList.badLimit',
        defaultMessage: 'limit: must be a whole number from 1 to {max}',
      }),
      values: { max: PAGE_LIMIT_MAX },
    });
  return { terms: searchTermsOf(q), offset, limit };
};

/** Whether a user matches every term, ignoring case (SQL: `lower(name) like 'term%'`, `email like '%term%'`). */
export const matchesSearch = (
  user: Pick<User, 'forename' | 'surname' | 'email'>,
  terms: readonly string[],
): boolean => {
  const forename = user.forename.toLowerCase();
  const surname = user.surname.toLowerCase();
  const email = normaliseEmail(user.email);
  return terms.every((term) => {
    const t = term.toLowerCase();
    return forename.startsWith(t) || surname.startsWith(t) || email.includes(t);
  });
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * A name as lists sort it: lower case, accents dropped ('Ádler' sorts as 'adler'). The SQL store
 * keeps the same as columns the database computes:
 * `regexp_replace(normalize(lower(name), NFD), '[\u0300-\u036f]', '', 'g')`.
 */
export const sortKeyOf = (text: string): string =>
  text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');

/**
 * Compares by Unicode code point, as PostgreSQL's "C" collation does (JavaScript's `<` compares
 * UTF-16 units, which differs above U+FFFF), so every store sorts alike whatever the database's
 * locale.
 */
export const compareCodePoints = (a: string, b: string): number => {
  const x = [...a];
  const y = [...b];
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i += 1) {
    const difference = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
};

/**
 * The order of user lists: surname, forename, email (ignoring case and accents), then uid, so no
 * two users tie and paging is stable.
 */
export const compareForUserList = (
  a: Pick<User, 'uid' | 'forename' | 'surname' | 'email'>,
  b: Pick<User, 'uid' | 'forename' | 'surname' | 'email'>,
): number =>
  compareCodePoints(sortKeyOf(a.surname), sortKeyOf(b.surname)) ||
  compareCodePoints(sortKeyOf(a.forename), sortKeyOf(b.forename)) ||
  compareCodePoints(normaliseEmail(a.email), normaliseEmail(b.email)) ||
  compareCodePoints(a.uid.toLowerCase(), b.uid.toLowerCase());

/** The matching users, sorted, and the requested page of them: what every store returns. */
export const pageOfUsers = <T extends Pick<User, 'uid' | 'forename' | 'surname' | 'email' | 'orgId'>>(
  users: readonly T[],
  search: UserSearch,
): UserPage<T> => {
  const matching = users
    .filter(
      (user) =>
        (search.orgId === undefined || user.orgId === search.orgId) && matchesSearch(user, search.terms),
    )
    .sort(compareForUserList);
  const end = search.limit === null ? undefined : search.offset + search.limit;
  return { users: matching.slice(search.offset, end), total: matching.length };
};
