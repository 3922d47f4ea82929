import { Button, createColumnHelper, VisuallyHidden } from '@vs/ui';
import { createContext, useContext } from 'react';
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
        aria-label={`Remove Event ${event.eventName}`}
        onClick={() => askToRemove(event)}
      >
        Remove Event
      </Button>
    </div>
  );
};

const column = createColumnHelper<EventSummaryRow>();

const actionsColumn = column.display({
  id: 'actions',
  header: () => <VisuallyHidden>Actions</VisuallyHidden>,
  cell: ({ row }) => <RowActions event={row.original} />,
});

/** The tables' columns, with and without the organisation, made once (new columns would remount every cell). */
const CLOSED = [false, true].map((withOrg) => [...eventSummaryColumns('Event Rate', withOrg), actionsColumn]);
const PENDING = [false, true].map((withOrg) => eventSummaryColumns('Event Type', withOrg));

/** Spec 2.13's closed-events table: the shared event columns, 'Event Rate', and the row's buttons. */
export const closedEventColumns = (withOrg: boolean) => CLOSED[Number(withOrg)] ?? [];

/** The pending-removal table: the same columns with 'Event Type' and no actions. */
export const pendingEventColumns = (withOrg: boolean) => PENDING[Number(withOrg)] ?? [];
