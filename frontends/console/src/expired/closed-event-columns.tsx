import { Button, createColumnHelper, VisuallyHidden } from '@vs/ui';
import { createContext, useContext } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { DownloadFilesButton } from '../events/download-files-button.tsx';
import type { EventSummaryRow } from './event-summaries.ts';
import { eventSummaryColumns } from './event-summary-columns.ts';

/** Opens the Remove Event confirmation for a row: provided by the screen that owns the dialog. */
const AskToRemoveContext = createContext<((event: EventSummaryRow) => void) | null>(null);
export const AskToRemoveProvider = AskToRemoveContext.Provider;

/**
 * A row's Download Files (busy until the zip arrives) and Remove Event buttons, named after the
 * event. One component for every row (the screen's state comes by context), so a re-render never
 * replaces the buttons under the keyboard focus.
 */
const RowActions = ({ event }: { event: EventSummaryRow }) => {
  const intl = useIntl();
  const askToRemove = useContext(AskToRemoveContext);
  if (askToRemove === null)
    throw new Error('closedEventColumns need an <AskToRemoveProvider> above the table');
  return (
    <div className="vs-row-actions">
      <DownloadFilesButton
        eid={event.eid}
        uploaded={false}
        eventName={event.eventName}
        eventDate={event.eventDate}
      />
      <Button
        variant="danger"
        aria-label={intl.formatMessage(
          { id: 'console.expired.removeEventOf', defaultMessage: 'Remove Event {eventName}' },
          { eventName: event.eventName },
        )}
        onClick={() => askToRemove(event)}
      >
        <FormattedMessage id="console.expired.removeEvent" defaultMessage="Remove Event" />
      </Button>
    </div>
  );
};

const column = createColumnHelper<EventSummaryRow>();

const actionsColumn = column.display({
  id: 'actions',
  header: () => (
    <VisuallyHidden>
      <FormattedMessage id="console.expired.columns.actions" defaultMessage="Actions" />
    </VisuallyHidden>
  ),
  cell: ({ row }) => <RowActions event={row.original} />,
});

/**
 * Spec 2.13's closed-events table: the shared event columns, 'Event Rate', and the row's buttons.
 * Made once per language and organisation setting by the screen (new columns would remount every cell).
 */
export const closedEventColumns = (intl: IntlShape, withOrg: boolean) => [
  ...eventSummaryColumns(
    intl,
    intl.formatMessage({ id: 'console.expired.columns.eventRate', defaultMessage: 'Event Rate' }),
    withOrg,
  ),
  actionsColumn,
];

/** The pending-removal table: the same columns with 'Event Type' and no actions. */
export const pendingEventColumns = (intl: IntlShape, withOrg: boolean) =>
  eventSummaryColumns(
    intl,
    intl.formatMessage({ id: 'console.expired.columns.eventType', defaultMessage: 'Event Type' }),
    withOrg,
  );
