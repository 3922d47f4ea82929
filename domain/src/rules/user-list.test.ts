import { describe, expect, it } from 'vitest';
import { makeUser } from '../testing/fixtures.ts';
import {
  compareCodePoints,
  compareForUserList,
  matchesSearch,
  PAGE_LIMIT_MAX,
  pageOfUsers,
  SEARCH_MAX_LENGTH,
  searchTermsOf,
  sortKeyOf,
  userSearchOf,
  WHOLE_LIST,
} from './user-list.ts';

const person = (forename: string, surname: string, email = `${forename}.${surname}@example.test`) => ({
  forename,
  surname,
  email,
});

describe('searchTermsOf', () => {
  it('splits trimmed text on any whitespace', () => {
    expect(searchTermsOf('  ann \t smi\nth  ')).toEqual(['ann', 'smi', 'th']);
  });

  it('gives no terms for nothing, empty or blank text', () => {
    expect(searchTermsOf(undefined)).toEqual([]);
    expect(searchTermsOf('')).toEqual([]);
    expect(searchTermsOf(' \t ')).toEqual([]);
  });

  it('keeps every other character of a term, wildcards included', () => {
    expect(searchTermsOf('50% a_b \\x')).toEqual(['50%', 'a_b', '\\x']);
  });
});

describe('userSearchOf', () => {
  it('asks for the whole list when nothing is given', () => {
    expect(userSearchOf()).toEqual(WHOLE_LIST);
    expect(userSearchOf({})).toEqual({ terms: [], offset: 0, limit: null });
  });

  it('turns the search text into terms and keeps the page', () => {
    expect(userSearchOf({ q: ' Ann  Smi ', offset: 20, limit: 10 })).toEqual({
      terms: ['Ann', 'Smi'],
      offset: 20,
      limit: 10,
    });
  });

  it('accepts the bounds: offset 0, limit 1 and 500, text of 200 characters after trimming', () => {
    expect(userSearchOf({ offset: 0, limit: 1 }).limit).toBe(1);
    expect(userSearchOf({ limit: PAGE_LIMIT_MAX }).limit).toBe(500);
    expect(userSearchOf({ q: ` ${'a'.repeat(SEARCH_MAX_LENGTH)} ` }).terms).toEqual(['a'.repeat(200)]);
  });

  it.each([
    [{ q: 'a'.repeat(201) }, /^q: /],
    [{ offset: -1 }, /^offset: /],
    [{ offset: 1.5 }, /^offset: /],
    [{ offset: Number.NaN }, /^offset: /],
    [{ limit: 0 }, /^limit: /],
    [{ limit: 501 }, /^limit: /],
    [{ limit: 2.5 }, /^limit: /],
    [{ limit: Number.POSITIVE_INFINITY }, /^limit: /],
  ])('refuses %o with 400 naming the field', (input, message) => {
    expect(() => userSearchOf(input)).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        code: 'USER_LIST.INVALID',
        message: expect.stringMatching(message),
      }),
    );
  });
});

describe('matchesSearch', () => {
  const ann = person('Ann', 'Smith', 'ann.smith@example.test');

  it('matches everyone without terms', () => {
    expect(matchesSearch(ann, [])).toBe(true);
  });

  it('matches the start of the forename or the surname, ignoring case', () => {
    expect(matchesSearch(ann, ['AN'])).toBe(true);
    expect(matchesSearch(ann, ['smi'])).toBe(true);
    expect(matchesSearch(person('Ann', 'Smith', 'a.s@example.test'), ['nn'])).toBe(false);
    expect(matchesSearch(person('Ann', 'Smith', 'a.s@example.test'), ['mith'])).toBe(false);
    expect(matchesSearch(person('Joann', 'Brown', 'j@example.test'), ['ann'])).toBe(false);
  });

  it('matches anywhere in the email, ignoring case', () => {
    expect(matchesSearch(person('Sam', 'Brown', 'Hannah@Example.test'), ['NNA'])).toBe(true);
    expect(matchesSearch(ann, ['example.TEST'])).toBe(true);
  });

  it('needs every term to match, each in any field', () => {
    expect(matchesSearch(ann, ['ann', 'smi'])).toBe(true);
    expect(matchesSearch(ann, ['smi', 'ann'])).toBe(true);
    expect(matchesSearch(ann, ['ann', 'jones'])).toBe(false);
  });

  it('takes % and _ literally', () => {
    expect(matchesSearch(ann, ['%'])).toBe(false);
    expect(matchesSearch(ann, ['_'])).toBe(false);
    expect(matchesSearch(person('50%', 'Off', 'x@example.test'), ['50%'])).toBe(true);
  });
});

describe('sortKeyOf', () => {
  it('lower-cases and drops accents', () => {
    expect(sortKeyOf('Ádler')).toBe('adler');
    expect(sortKeyOf('ÉMILE Zoë')).toBe('emile zoe');
  });

  it('keeps letters without a decomposition and other scripts', () => {
    expect(sortKeyOf('Øster')).toBe('øster');
    expect(sortKeyOf('東京')).toBe('東京');
  });
});

describe('compareCodePoints', () => {
  it('orders by code point, as the "C" collation does', () => {
    expect(compareCodePoints('a', 'b')).toBe(-1);
    expect(compareCodePoints('b', 'a')).toBe(1);
    expect(compareCodePoints('Z', 'a')).toBe(-1);
    expect(compareCodePoints('same', 'same')).toBe(0);
    expect(compareCodePoints('ab', 'abc')).toBe(-1);
    expect(compareCodePoints('abc', 'ab')).toBe(1);
  });

  it('puts characters above U+FFFF after U+FFxx, unlike UTF-16 order', () => {
    expect('🎉' < '\uffe0').toBe(true);
    expect(compareCodePoints('🎉', '\uffe0')).toBe(1);
  });
});

describe('compareForUserList', () => {
  const user = (
    forename: string,
    surname: string,
    email: string,
    uid = '10000000-0000-4000-8000-000000000001',
  ) => makeUser({ uid, forename, surname, email });

  it('orders by surname, then forename, then email, ignoring case and accents', () => {
    const people = [
      user('Pat', 'Same', 'b@example.test'),
      user('Zoe', 'adams', 'z@example.test'),
      user('Émile', 'Brown', 'e@example.test'),
      user('Carl', 'Ádler', 'c@example.test'),
      user('bob', 'Brown', 'bob@example.test'),
      user('Amy', 'Adams', 'a@example.test'),
      user('PAT', 'same', 'A@example.test'),
    ];
    expect([...people].sort(compareForUserList).map((p) => `${p.forename} ${p.surname} ${p.email}`)).toEqual([
      'Amy Adams a@example.test',
      'Zoe adams z@example.test',
      'Carl Ádler c@example.test',
      'bob Brown bob@example.test',
      'Émile Brown e@example.test',
      'PAT same A@example.test',
      'Pat Same b@example.test',
    ]);
  });

  it('breaks a full tie by uid', () => {
    const first = user('A', 'B', 'same@example.test', '10000000-0000-4000-8000-00000000000a');
    const second = user('a', 'b', 'SAME@example.test', '10000000-0000-4000-8000-00000000000b');
    expect(compareForUserList(first, second)).toBe(-1);
    expect(compareForUserList(second, first)).toBe(1);
    expect(compareForUserList(first, first)).toBe(0);
  });
});

describe('pageOfUsers', () => {
  const users = ['E', 'D', 'C', 'B', 'A'].map((surname, i) =>
    makeUser({ uid: `10000000-0000-4000-8000-00000000000${i}`, forename: 'Ann', surname }),
  );
  const surnames = (page: { users: { surname: string }[] }) => page.users.map((u) => u.surname);

  it('sorts the matches and gives them all without paging', () => {
    const page = pageOfUsers(users, WHOLE_LIST);
    expect(surnames(page)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(page.total).toBe(5);
  });

  it('gives the page asked for and counts every match', () => {
    expect(surnames(pageOfUsers(users, { terms: [], offset: 1, limit: 2 }))).toEqual(['B', 'C']);
    expect(pageOfUsers(users, { terms: [], offset: 4, limit: 2 })).toMatchObject({ total: 5 });
    expect(surnames(pageOfUsers(users, { terms: [], offset: 3, limit: null }))).toEqual(['D', 'E']);
    expect(pageOfUsers(users, { terms: [], offset: 9, limit: 2 })).toEqual({ users: [], total: 5 });
  });

  it('counts only the matches', () => {
    const page = pageOfUsers(users, { terms: ['b'], offset: 0, limit: 1 });
    expect(surnames(page)).toEqual(['B']);
    expect(page.total).toBe(1);
  });

  it("keeps only one organisation's users when asked, counting only them", () => {
    const orgId = '20000000-0000-4000-8000-000000000001';
    const mixed = users.map((u, i) => (i % 2 === 0 ? { ...u, orgId } : u));
    const page = pageOfUsers(mixed, { ...WHOLE_LIST, orgId, limit: 2 });
    expect(surnames(page)).toEqual(['A', 'C']);
    expect(page.total).toBe(3);
  });

  it('leaves the list it was given as it was', () => {
    pageOfUsers(users, WHOLE_LIST);
    expect(users.map((u) => u.surname)).toEqual(['E', 'D', 'C', 'B', 'A']);
  });
});
