import { describe, expect, it } from 'vitest';
import { compareByName, sortByName } from './name-order.ts';

describe('sortByName', () => {
  it('orders by surname, then forename, ignoring case and accents', () => {
    const people = [
      { forename: 'Zoe', surname: 'adams' },
      { forename: 'bob', surname: 'Brown' },
      { forename: 'Amy', surname: 'Adams' },
      { forename: 'Émile', surname: 'Brown' },
      { forename: 'Carl', surname: 'Ádler' },
    ];
    expect(sortByName(people).map((p) => `${p.forename} ${p.surname}`)).toEqual([
      'Amy Adams',
      'Zoe adams',
      'Carl Ádler',
      'bob Brown',
      'Émile Brown',
    ]);
  });

  it('does not reorder the list it was given', () => {
    const people = [
      { forename: 'B', surname: 'B' },
      { forename: 'A', surname: 'A' },
    ];
    sortByName(people);
    expect(people[0]?.surname).toBe('B');
  });

  it('treats the same name in another case as equal', () => {
    expect(compareByName({ forename: 'ann', surname: 'LEE' }, { forename: 'Ann', surname: 'Lee' })).toBe(0);
  });
});
