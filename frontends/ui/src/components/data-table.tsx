import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { sortableAccessors, sortRows } from './sort-rows.ts';
import { noLayoutFallbacks } from './virtual-no-layout.ts';

/** Props of {@link DataTable}. */
export type DataTableProps<Row> = {
  /** The table's accessible name (its caption, visually hidden), e.g. 'Active events'. */
  label: string;
  /** Column definitions of @tanstack/react-table; a column sorts when it has an accessor and `enableSorting` is not false. */
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column (TanStack's own idiom)
  columns: readonly ColumnDef<Row, any>[];
  rows: readonly Row[];
  /** A stable id per row (uid, eid). */
  rowId: (row: Row) => string;
  /** Shown in place of the table when there are no rows: the spec's empty-state text. */
  empty: ReactNode;
  /** Rows taller than this are measured; the default suits one line of text and buttons. */
  estimatedRowHeight?: number;
  /** The scroll area's maximum height; rows beyond it are virtualised (rendered only when in view). */
  maxHeight?: string;
  /** Initial sorting, e.g. `[{ id: 'eventDate', desc: true }]`. */
  initialSorting?: SortingState;
};

const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Which way a column sorts, drawn (a font may lack the arrows ▲ ▼ ↕): both triangles faint when
 * unsorted, the one pointing the sort's way when sorted. `aria-sort` says it to screen readers.
 */
const SortMark = ({ sorted }: { readonly sorted: false | 'asc' | 'desc' }) => (
  <svg aria-hidden="true" className="vs-table-sort-mark" viewBox="0 0 8 12" width="8" height="12">
    {sorted !== 'desc' ? <path d="M4 0 8 5H0z" opacity={sorted ? 1 : 0.55} /> : null}
    {sorted !== 'asc' ? <path d="M4 12 0 7h8z" opacity={sorted ? 1 : 0.55} /> : null}
  </svg>
);

/** A column's heading as text, shown before each of its cells when the rows stack on a phone. */
const labelOf = (header: unknown): string | undefined => (typeof header === 'string' ? header : undefined);

/**
 * A sortable table that stays fast with 100,000 rows: only the rows in view are in the DOM (the
 * rest are represented by two spacer rows, so it stays one real `<table>` for screen readers, with
 * `aria-rowcount` and `aria-rowindex`). Column headers sort on click or Enter; `aria-sort` says how.
 * The scroll area is focusable so keyboard users can scroll it. Below 768 px each row stacks into
 * a card (every cell under its column's heading, the sort buttons in one wrapping line above), so
 * no table is wider than a phone. A card's headings share one column as wide as its longest
 * (up to 45 %), a longer word hyphenating in the page's language; right to left the heading stands
 * on the right of its value.
 *
 * The rows are sorted here ({@link sortRows}), and @tanstack/react-table is given only the rows in
 * view: its row model builds an object per row, which for 8,500 rows took longer than the rest of
 * the first render together.
 *
 * @example
 * ```tsx
 * <DataTable label="Participants" rows={users} rowId={(u) => u.uid} columns={columns}
 *   empty="No participants found." />
 * ```
 */
export const DataTable = <Row,>({
  label,
  columns,
  rows,
  rowId,
  empty,
  estimatedRowHeight = 57,
  maxHeight = '70vh',
  initialSorting = [],
}: DataTableProps<Row>) => {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const accessors = useMemo(() => sortableAccessors(columns), [columns]);
  const sortedRows = useMemo(() => sortRows(rows, accessors, sorting), [rows, accessors, sorting]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 12,
    ...noLayoutFallbacks,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  // A new array when the columns change too: react-table keeps each row's cell values while its
  // data is the same array, and new columns (another language's words) must be read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: columns renew the rows on purpose.
  const rowsInView = useMemo(() => sortedRows.slice(first, end), [sortedRows, first, end, columns]);
  const table = useReactTable({
    data: rowsInView as Row[],
    columns: columns as ColumnDef<Row>[],
    state: { sorting },
    onSortingChange: setSorting,
    manualSorting: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
  });
  const tableRows = table.getRowModel().rows;
  if (rows.length === 0) return <p className="vs-table-empty">{empty}</p>;
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <section
      className="vs-table-scroll"
      ref={scrollRef}
      style={{ maxHeight }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
    >
      <table className="vs-table vs-table-stacks" aria-rowcount={rows.length + 1}>
        <caption className="vs-visually-hidden">{label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={sorted ? SORT_LABEL[sorted] : undefined}>
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="vs-table-sort"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {content}
                        <SortMark sorted={sorted} />
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {top > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row for the rows scrolled out of view; it holds nothing focusable
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = tableRows[item.index - first];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={labelOf(cell.column.columnDef.header)}>
                    <div className="vs-table-value">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </div>
                  </td>
                ))}
              </tr>
            );
          })}
          {bottom > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row for the rows scrolled out of view; it holds nothing focusable
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
};

export const dataTableCss = `
.vs-table-scroll{position:relative;overflow:auto;border:1px solid var(--vs-line);border-radius:var(--vs-radius-l);background:var(--vs-paper)}
.vs-table-scroll:focus-visible{outline:3px solid var(--vs-focus);outline-offset:2px}
.vs-table{width:100%;border-collapse:collapse;font-size:var(--vs-text-s)}
.vs-table th,.vs-table td{padding:var(--vs-space-2) var(--vs-space-3);text-align:start;vertical-align:middle;border-bottom:1px solid var(--vs-line)}
.vs-table thead th{position:sticky;top:0;z-index:1;background:var(--vs-surface-sunken);color:var(--vs-ink);font-weight:600;white-space:nowrap}
.vs-table tbody tr:hover{background:var(--vs-surface)}
.vs-table-sort{display:inline-flex;align-items:center;gap:var(--vs-space-1);min-height:32px;padding:0;border:0;background:transparent;color:inherit;font:inherit;font-weight:600;cursor:pointer}
.vs-table-sort-mark{flex:none;fill:currentColor;color:var(--vs-muted)}
@media (max-width:47.99rem){
.vs-table-stacks,.vs-table-stacks :is(thead,tbody,tr,td){display:block;width:100%}
.vs-table-stacks thead tr{display:flex;flex-wrap:wrap;gap:0 var(--vs-space-4);padding:var(--vs-space-1) var(--vs-space-3);background:var(--vs-surface-sunken);border-bottom:1px solid var(--vs-line)}
.vs-table-stacks thead th{position:static;display:flex;align-items:center;min-height:32px;padding:0;border:0}
.vs-table-stacks tbody tr{display:grid;grid-template-columns:fit-content(45%) minmax(0,1fr);column-gap:var(--vs-space-3);padding:var(--vs-space-2) var(--vs-space-3);border-bottom:1px solid var(--vs-line)}
.vs-table-stacks td{grid-column:1/-1;padding:var(--vs-space-1) 0;border:0;overflow-wrap:break-word;hyphens:auto}
.vs-table-stacks td[data-label]{display:grid;grid-template-columns:subgrid}
.vs-table-stacks td[data-label]::before{content:attr(data-label);color:var(--vs-muted);font-weight:600}
}
.vs-table-empty{padding:var(--vs-space-5);border:1px dashed var(--vs-line-strong);border-radius:var(--vs-radius-l);background:var(--vs-paper);color:var(--vs-muted)}
`;
