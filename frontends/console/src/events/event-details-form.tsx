import type { EventType, SessionAccess } from '@vs/domain';
import { Select, TextField } from '@vs/ui';
import type { FormEvent } from 'react';
import { accessCloseFor } from '../dates.ts';
import { EVENT_TYPE_OPTIONS, isEventType, isSessionAccess, SESSION_ACCESS_OPTIONS } from './event-choices.ts';
import type { EventView } from './event-view-query.ts';

/** What the Edit Event panel sets (spec 2.9, 7: `PUT /api/event/update`); dates as `YYYY-MM-DD`. */
export interface EventDetails {
  readonly eventName: string;
  readonly eventDate: string;
  readonly accessClose: string;
  readonly eventType: EventType;
  readonly sessionAccess: SessionAccess;
}

/** The fields the person changed and has not saved; the others show the event as last loaded. */
export type DetailEdits = Partial<EventDetails>;

export const detailsOf = (event: EventView, edits: DetailEdits): EventDetails => ({
  eventName: edits.eventName ?? event.eventName,
  eventDate: edits.eventDate ?? event.eventDate,
  accessClose: edits.accessClose ?? event.accessClose,
  eventType: edits.eventType ?? event.eventType,
  sessionAccess: edits.sessionAccess ?? event.sessionAccess,
});

/**
 * Spec 2.9: Name, Event Date, Access Close (date pickers), Event Type (Regular / Discount) and
 * Session Access (Pre-work / Live). Changing the event date moves access close to one month
 * later (spec 2.10); access close may still be changed after. The form's submit button lives in
 * the dialog's action bar (`form={id}`).
 */
export const EventDetailsForm = ({
  id,
  details,
  onEdit,
  onSubmit,
}: {
  id: string;
  details: EventDetails;
  onEdit: (edits: DetailEdits) => void;
  onSubmit: () => void;
}) => {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={id} className="vs-dashboard-details" onSubmit={submit}>
      <TextField
        label="Name"
        required
        value={details.eventName}
        onChange={(event) => onEdit({ eventName: event.target.value })}
      />
      <TextField
        label="Event Date"
        type="date"
        required
        value={details.eventDate}
        onChange={(event) =>
          onEdit({ eventDate: event.target.value, accessClose: accessCloseFor(event.target.value) })
        }
      />
      <TextField
        label="Access Close"
        type="date"
        required
        value={details.accessClose}
        onChange={(event) => onEdit({ accessClose: event.target.value })}
      />
      <Select
        label="Event Type"
        required
        options={EVENT_TYPE_OPTIONS}
        value={details.eventType}
        onChange={(event) => isEventType(event.target.value) && onEdit({ eventType: event.target.value })}
      />
      <Select
        label="Session Access"
        required
        options={SESSION_ACCESS_OPTIONS}
        value={details.sessionAccess}
        onChange={(event) =>
          isSessionAccess(event.target.value) && onEdit({ sessionAccess: event.target.value })
        }
      />
    </form>
  );
};
