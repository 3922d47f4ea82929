import { createColumnHelper } from '@tanstack/react-table';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render.tsx';
import { DataTable } from './data-table.tsx';

interface Event {
  readonly eid: string;
  readonly name: string;
  readonly date: string;
  readonly count: number;
}

const column = createColumnHelper<Event>();
const onOpen = vi.fn();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('date', { header: 'Date' }),
  column.accessor('count', { header: 'Count' }),
  column.display({
    id: 'open',
    header: 'Actions',
    cell: ({ row }) => (
      <button type="button" onClick={() => onOpen(row.original.eid)}>
        Open {row.original.name}
      </button>
    ),
  }),
];

const three: Event[] = [
  { eid: 'e1', name: 'Group 10', date: '2026-03-01', count: 5 },
  { eid: 'e2', name: 'group 9', date: '2026-11-02', count: 12 },
  { eid: 'e3', name: 'Alpha', date: '2026-01-15', count: 40 },
];

const many: Event[] = Array.from({ length: 10_000 }, (_, index) => ({
  eid: `e${index}`,
  name: `Event ${index + 1}`,
  date: `20${String(10 + (index % 80)).padStart(2, '0')}-01-01`,
  count: index,
}));

const renderTable = (rows: readonly Event[], initialSorting = [{ id: 'date', desc: true }]) =>
  render(
    <DataTable
      label="Events"
      columns={columns}
      rows={rows}
      rowId={(event) => event.eid}
      empty="No events found."
      initialSorting={initialSorting}
    />,
  );

/** The rendered body rows, without the header row and the spacer rows. */
const bodyRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('aria-hidden'));

const firstColumn = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('shows the empty state in place of a table when there are no rows', () => {
    renderTable([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No events found.')).toBeTruthy();
  });

  it('reads its cells again when the columns change (words of another language), the rows the same', () => {
    const counted = (word: string) => [
      column.accessor((event) => `${event.count} ${word}`, { id: 'count', header: 'Count' }),
    ];
    const table = (word: string) => (
      <DataTable
        label="Events"
        columns={counted(word)}
        rows={three}
        rowId={(event) => event.eid}
        empty="None"
      />
    );
    const { rerender } = render(table('people'));
    expect(screen.getByText('5 people')).toBeTruthy();
    rerender(table('Personen'));
    expect(screen.getByText('5 Personen')).toBeTruthy();
    expect(screen.queryByText('5 people')).toBeNull();
  });

  it('is a named table in a focusable scroll area, in the initial order, with aria-sort on that column', () => {
    renderTable(three);
    const region = screen.getByRole('region', { name: 'Events' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Events' })).toBeTruthy();
    expect(firstColumn()).toEqual(['group 9', 'Group 10', 'Alpha']);
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('sorts by a column when its header is pressed, text ascending first and again descending', () => {
    renderTable(three);
    const name = screen.getByRole('button', { name: /Name/ });
    fireEvent.click(name);
    expect(firstColumn()).toEqual(['Alpha', 'group 9', 'Group 10']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(name);
    expect(firstColumn()).toEqual(['Group 10', 'group 9', 'Alpha']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts numbers by value, largest first on the first press', () => {
    renderTable(three, []);
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(firstColumn()).toEqual(['Alpha', 'group 9', 'Group 10']);
  });

  it('gives display columns no sort button, and their cells act on their own row', () => {
    renderTable(three);
    expect(screen.queryByRole('button', { name: /^Actions/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open Alpha' }));
    expect(onOpen).toHaveBeenCalledWith('e3');
  });

  it('puts only the first screenful of 10,000 rows in the page, each telling its place in the sorted whole', () => {
    renderTable(many, [{ id: 'count', desc: true }]);
    const table = screen.getByRole('table', { name: 'Events' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const shown = firstColumn();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(100);
    expect(shown.slice(0, 3)).toEqual(['Event 10000', 'Event 9999', 'Event 9998']);
    expect(
      bodyRows()
        .map((row) => row.getAttribute('aria-rowindex'))
        .slice(0, 3),
    ).toEqual(['2', '3', '4']);
  });

  it('re-sorts all 10,000 rows, not only those in view', () => {
    renderTable(many, [{ id: 'count', desc: true }]);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstColumn().slice(0, 3)).toEqual(['Event 1', 'Event 2', 'Event 3']);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstColumn().slice(0, 3)).toEqual(['Event 10000', 'Event 9999', 'Event 9998']);
  });
});
