import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { compareValues, sortableAccessors, sortRows } from './sort-rows.ts';

interface Event {
  readonly name: string;
  readonly date: string;
  readonly count: number;
  readonly host: { readonly surname: string };
}

const column = createColumnHelper<Event>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('date', { header: 'Date' }),
  column.accessor('count', { header: 'Count' }),
  column.accessor((event) => event.host.surname.toUpperCase(), { id: 'host', header: 'Host' }),
  column.accessor('host.surname', { header: 'Host surname' }),
  column.accessor('name', { id: 'fixed', header: 'Fixed', enableSorting: false }),
  column.display({ id: 'actions', header: 'Actions' }),
];
const accessors = sortableAccessors(columns);

const event = (name: string, date: string, count: number, surname = 'Guide'): Event => ({
  name,
  date,
  count,
  host: { surname },
});

describe('compareValues', () => {
  it('compares numbers by value and text without case, digits as numbers', () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
    expect(compareValues('Group 9', 'Group 10')).toBeLessThan(0);
    expect(compareValues('alpha', 'ALPHA')).toBe(0);
    expect(compareValues('2026-01-31', '2026-11-02')).toBeLessThan(0);
    expect(compareValues(undefined, 'a')).toBeLessThan(0);
  });
});

describe('sortableAccessors', () => {
  it('resolves key and function accessors by their column ids, leaving out unsortable and display columns', () => {
    expect([...accessors.keys()]).toEqual(['name', 'date', 'count', 'host', 'host_surname']);
    const row = event('A', '2026-01-01', 1, 'Smith');
    expect(accessors.get('host')?.(row, 0)).toBe('SMITH');
    expect(accessors.get('host_surname')?.(row, 0)).toBe('Smith');
  });
});

describe('sortRows', () => {
  const rows = [
    event('Group 10', '2026-03-01', 5, 'b'),
    event('group 9', '2026-11-02', 12, 'a'),
    event('Alpha', '2026-03-01', 40, 'c'),
  ];
  const names = (sorted: readonly Event[]) => sorted.map(({ name }) => name);

  it('leaves the rows as they are with no sorting, or sorting by an unknown or unsortable column', () => {
    expect(sortRows(rows, accessors, [])).toBe(rows);
    expect(names(sortRows(rows, accessors, [{ id: 'fixed', desc: false }]))).toEqual(names(rows));
  });

  it('sorts text ascending and descending, digits as numbers', () => {
    expect(names(sortRows(rows, accessors, [{ id: 'name', desc: false }]))).toEqual([
      'Alpha',
      'group 9',
      'Group 10',
    ]);
    expect(names(sortRows(rows, accessors, [{ id: 'name', desc: true }]))).toEqual([
      'Group 10',
      'group 9',
      'Alpha',
    ]);
  });

  it('sorts numbers by value and function accessors by what they return', () => {
    expect(names(sortRows(rows, accessors, [{ id: 'count', desc: true }]))).toEqual([
      'Alpha',
      'group 9',
      'Group 10',
    ]);
    expect(names(sortRows(rows, accessors, [{ id: 'host', desc: false }]))).toEqual([
      'group 9',
      'Group 10',
      'Alpha',
    ]);
  });

  it('keeps the given order for ties, and breaks ties by the next sort', () => {
    expect(names(sortRows(rows, accessors, [{ id: 'date', desc: false }]))).toEqual([
      'Group 10',
      'Alpha',
      'group 9',
    ]);
    expect(names(sortRows(rows, accessors, [{ id: 'date', desc: true }]))).toEqual([
      'group 9',
      'Group 10',
      'Alpha',
    ]);
    expect(
      names(
        sortRows(rows, accessors, [
          { id: 'date', desc: false },
          { id: 'name', desc: false },
        ]),
      ),
    ).toEqual(['Alpha', 'Group 10', 'group 9']);
  });

  it('does not change the rows it is given', () => {
    const before = names(rows);
    sortRows(rows, accessors, [{ id: 'name', desc: false }]);
    expect(names(rows)).toEqual(before);
  });
});
