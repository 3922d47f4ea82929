import type { FormEvent } from 'react';
import { AutoReminderField } from './auto-reminder-field.tsx';
import { type EventDetails, EventFields } from './event-fields.tsx';
import type { EventView } from './event-view-query.ts';

/** What the Edit Event panel saves: the event's details and its automatic reminder. */
export interface DashboardDetails extends EventDetails {
  readonly autoRemindDays: number | null;
}

/** The fields the person changed and has not saved; the others show the event as last loaded. */
export type DetailEdits = Partial<DashboardDetails>;

export const detailsOf = (event: EventView, edits: DetailEdits): DashboardDetails => ({
  eventName: edits.eventName ?? event.eventName,
  eventDate: edits.eventDate ?? event.eventDate,
  accessClose: edits.accessClose ?? event.accessClose,
  eventType: edits.eventType ?? event.eventType,
  sessionAccess: edits.sessionAccess ?? event.sessionAccess,
  timeZone: edits.timeZone ?? event.timeZone,
  // null is a choice (no automatic reminder), not "unchanged".
  autoRemindDays: edits.autoRemindDays === undefined ? event.autoRemindDays : edits.autoRemindDays,
});

/**
 * Spec 2.9's Edit Event panel: the event's fields ({@link EventFields}) and, beyond the spec, its
 * automatic reminder, in one grid. The form's submit button lives in the dialog's action bar
 * (`form={id}`).
 */
export const EventDetailsForm = ({
  id,
  details,
  onEdit,
  onSubmit,
}: {
  id: string;
  details: DashboardDetails;
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
      <AutoReminderField
        days={details.autoRemindDays}
        onChange={(days) => onEdit({ autoRemindDays: days })}
      />
    </form>
  );
};
