import { createColumnHelper, DataTable, VisuallyHidden } from '@vs/ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { EmailText } from '../shared/email-text.tsx';
import type { Person } from './user-search.ts';

const column = createColumnHelper<Person>();

/**
 * The row action reaches the cells through context, so the columns stay the same objects when it
 * changes: a new cell function would remount every cell (and drop the focus of a button in it).
 */
const RowActionContext = createContext<(person: Person) => ReactNode>(() => null);

const RowAction = ({ person }: { person: Person }) => (
  <div className="vs-row-actions">{useContext(RowActionContext)(person)}</div>
);

const columnsOf = (intl: IntlShape, sortable: boolean, withAction: boolean) => [
  column.accessor('forename', {
    header: intl.formatMessage({ id: 'console.people.column.forename', defaultMessage: 'First Name' }),
    enableSorting: sortable,
  }),
  column.accessor('surname', {
    header: intl.formatMessage({ id: 'console.people.column.surname', defaultMessage: 'Last Name' }),
    enableSorting: sortable,
  }),
  column.accessor('email', {
    header: intl.formatMessage({ id: 'console.people.column.email', defaultMessage: 'Email' }),
    enableSorting: sortable,
    cell: (cell) => <EmailText className="vs-people-email" email={cell.getValue()} />,
  }),
  ...(withAction
    ? [
        column.display({
          id: 'action',
          header: () => (
            <VisuallyHidden>
              {intl.formatMessage({ id: 'console.people.column.actions', defaultMessage: 'Actions' })}
            </VisuallyHidden>
          ),
          cell: (cell) => <RowAction person={cell.row.original} />,
        }),
      ]
    : []),
];

interface PeopleTableProps {
  /** The table's accessible name, e.g. 'Guides'. */
  readonly label: string;
  readonly people: readonly Person[];
  /** The spec's empty-state text. */
  readonly empty: ReactNode;
  /** The last column's content per row (the Edit button); no such column without it. */
  readonly action?: (person: Person) => ReactNode;
  /**
   * Column sorting by click. Off for a page of a server-searched list: sorting 50 of 1,234 rows
   * would mislead, and the server already gives them by last name, then first name.
   */
  readonly sortable: boolean;
}

/** First Name, Last Name, Email (spec 2.11, 2.12), virtualised for long lists. */
export const PeopleTable = ({ label, people, empty, action, sortable }: PeopleTableProps) => {
  const intl = useIntl();
  const withAction = action !== undefined;
  const columns = useMemo(() => columnsOf(intl, sortable, withAction), [intl, sortable, withAction]);
  const table = (
    <DataTable label={label} columns={columns} rows={people} rowId={(person) => person.uid} empty={empty} />
  );
  return action ? <RowActionContext.Provider value={action}>{table}</RowActionContext.Provider> : table;
};
