import { Banner, Button, messageOf, Spinner } from '@vs/ui';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useReportLoadFailure } from '../api/server-action.ts';
import { useOrgFilter } from '../organisations/org-filter.tsx';
import { ToolbarSearch } from '../shared/toolbar-search.tsx';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import { EditPersonButton } from './edit-person-button.tsx';
import { EditPersonDialog } from './edit-person-dialog.tsx';
import { PageControls } from './page-controls.tsx';
import type { PersonRole } from './people-kinds.ts';
import { NOUN_LINES, type PeopleNoun } from './people-messages.ts';
import { PeopleTable } from './people-table.tsx';
import { PAGE_SIZE, type PeopleList, type Person, usePeoplePage } from './user-search.ts';

interface PeopleDirectoryProps {
  readonly list: PeopleList;
  /** The list's name: the table's caption and the section's heading ('Guides'). */
  readonly title: string;
  /** Plural, lower case, for the page buttons and the loading line ('guides'). */
  readonly noun: PeopleNoun;
  readonly searchPlaceholder: string;
  /** The Add button's label ('Add Guide'). */
  readonly addLabel: string;
  readonly onAdd: () => void;
  /** The spec's empty-state text. */
  readonly empty: ReactNode;
  /** Who the Edit dialog edits ('Edit Guide'). */
  readonly personRole: PersonRole;
  /** The signed-in user: their row has no Edit button (their own account is on the Account tab). */
  readonly selfUid: string | undefined;
  /** Whether Edit offers a new password (super-admins only). */
  readonly canSetPasswords: boolean;
}

/** The first row of the last page of `total` rows. */
const lastPageStart = (total: number): number => Math.max(0, Math.floor((total - 1) / PAGE_SIZE) * PAGE_SIZE);

/**
 * A searchable, paged people list with an Add button (spec 2.11, 2.12): the search goes to the
 * server once typing pauses, the table shows one page of 50, and the page controls move through
 * the rest. A new search starts again at the first page.
 */
export const PeopleDirectory = ({
  list,
  title,
  noun,
  searchPlaceholder,
  addLabel,
  onAdd,
  empty,
  personRole,
  selfUid,
  canSetPasswords,
}: PeopleDirectoryProps) => {
  const headingId = useId();
  const intl = useIntl();
  const addButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<Person | null>(null);
  const [deletions, setDeletions] = useState(0);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search);
  // Participants and Guides of the organisation chosen in the console's head, if any; super-admins
  // belong to none. A new search or organisation starts at the first page.
  const chosenOrg = useOrgFilter().orgId;
  const orgId = list === 'superadmins' ? undefined : chosenOrg;
  const [paging, setPaging] = useState({ search: '', orgId, offset: 0 });
  const offset = paging.search === settledSearch && paging.orgId === orgId ? paging.offset : 0;
  const page = usePeoplePage(list, settledSearch, offset, orgId);
  useReportLoadFailure(page.error);

  const total = page.data?.total;
  // A deletion may leave the last page empty: show the page before it instead.
  useEffect(() => {
    if (total !== undefined && offset > 0 && offset >= total)
      setPaging({ search: settledSearch, orgId, offset: lastPageStart(total) });
  }, [total, offset, settledSearch, orgId]);

  // The deleted person's Edit button, where focus would return, is gone: continue from Add
  // instead. A timer, so this runs after the closing dialog has handed focus back.
  useEffect(() => {
    if (deletions === 0) return;
    const timer = setTimeout(() => addButton.current?.focus());
    return () => clearTimeout(timer);
  }, [deletions]);

  const action = useCallback(
    (person: Person) =>
      person.uid === selfUid ? (
        <span className="vs-people-self">
          <FormattedMessage
            id="console.people.self"
            defaultMessage="You: edit your details on the Account tab"
          />
        </span>
      ) : (
        <EditPersonButton person={person} onEdit={setEditing} />
      ),
    [selfUid],
  );

  return (
    <div className="vs-people">
      <h2 id={headingId} className="vs-visually-hidden">
        {title}
      </h2>
      <div className="vs-toolbar">
        <ToolbarSearch
          label={intl.formatMessage({
            id: 'console.people.search',
            defaultMessage: 'Search by first or last name',
          })}
          placeholder={searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <Button ref={addButton} onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      {page.data ? (
        <div aria-busy={page.isPlaceholderData}>
          <PeopleTable
            label={title}
            people={page.data.users}
            empty={empty}
            action={action}
            sortable={false}
          />
          {page.data.total > 0 ? (
            <PageControls
              offset={offset}
              shown={page.data.users.length}
              total={page.data.total}
              pageSize={PAGE_SIZE}
              noun={noun}
              onOffsetChange={(next) => setPaging({ search: settledSearch, orgId, offset: next })}
            />
          ) : null}
        </div>
      ) : page.isError ? (
        <Banner
          tone="danger"
          title={intl.formatMessage(NOUN_LINES.failed[noun])}
          action={
            <Button variant="secondary" onClick={() => void page.refetch()}>
              <FormattedMessage id="console.people.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {messageOf(page.error, intl)}
        </Banner>
      ) : (
        <Spinner label={intl.formatMessage(NOUN_LINES.loading[noun])} />
      )}
      {editing ? (
        <EditPersonDialog
          person={editing}
          personRole={personRole}
          canSetPassword={canSetPasswords}
          onClose={() => setEditing(null)}
          onDeleted={() => {
            setEditing(null);
            setDeletions((count) => count + 1);
          }}
        />
      ) : null}
    </div>
  );
};
