import { type FormEvent, useId } from 'react';
import { AutoReminderField } from './auto-reminder-field.tsx';
import { type EventDetails, EventFields } from './event-fields.tsx';
import type { EventView } from './event-view-query.ts';
import { FollowUpDaysField, followUpDaysText, parseFollowUpDays } from './follow-up-days-field.tsx';

/** What the Edit Event panel saves: the event's details and its automatic reminder. */
export interface DashboardDetails extends EventDetails {
  readonly autoRemindDays: number | null;
}

/**
 * The fields the person changed and has not saved; the others show the event as last loaded. The
 * follow-up points as typed (`followUpText`), sent only when changed.
 */
export type DetailEdits = Partial<DashboardDetails> & { readonly followUpText?: string };

/** The follow-up points' field: as typed, else the event's. */
export const followUpTextOf = (event: EventView, edits: DetailEdits): string =>
  edits.followUpText ?? followUpDaysText(event.followUpDays);

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
 * automatic reminder and follow-up points, in one grid. A follow-up problem stops the submit. The form's submit button lives in the dialog's action bar
 * (`form={id}`).
 */
export const EventDetailsForm = ({
  id,
  details,
  followUpText,
  onEdit,
  onSubmit,
}: {
  id: string;
  details: DashboardDetails;
  followUpText: string;
  onEdit: (edits: DetailEdits) => void;
  onSubmit: () => void;
}) => {
  const followUpId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ('problem' in parseFollowUpDays(followUpText)) document.getElementById(followUpId)?.focus();
    else onSubmit();
  };
  return (
    <form id={id} className="vs-dashboard-details" onSubmit={submit}>
      <EventFields details={details} onEdit={onEdit} />
      <AutoReminderField
        days={details.autoRemindDays}
        onChange={(days) => onEdit({ autoRemindDays: days })}
      />
      <FollowUpDaysField
        id={followUpId}
        text={followUpText}
        onChange={(text) => onEdit({ followUpText: text })}
      />
    </form>
  );
};
