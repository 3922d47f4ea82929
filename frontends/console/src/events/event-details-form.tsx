import type { FormEvent } from 'react';
import { type EventDetails, EventFields } from './event-fields.tsx';
import type { EventView } from './event-view-query.ts';

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
 * Spec 2.9's Edit Event panel: the event's fields ({@link EventFields}) in one grid. The form's
 * submit button lives in the dialog's action bar (`form={id}`).
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
      <EventFields details={details} onEdit={onEdit} />
    </form>
  );
};
