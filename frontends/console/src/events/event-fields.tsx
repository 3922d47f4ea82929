import { EVENT_TYPES, type EventType, SESSION_ACCESS, type SessionAccess, TEXT_LIMITS } from '@vs/domain';
import { Select, TextField } from '@vs/ui';
import { useCallback, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { accessCloseFor } from '../dates.ts';
import { EVENT_TYPE_WORDS, isEventType, isSessionAccess, SESSION_ACCESS_WORDS } from './event-choices.ts';
import { TimeZoneField } from './time-zone-field.tsx';

/** An event's own details, as Add Event and the Edit Event panel set them; dates as `YYYY-MM-DD`. */
export interface EventDetails {
  readonly eventName: string;
  readonly eventDate: string;
  readonly accessClose: string;
  readonly eventType: EventType;
  readonly sessionAccess: SessionAccess;
  /** The IANA zone its dates are in (issue 35). */
  readonly timeZone: string;
}

/**
 * Spec 2.9, 2.10: Name, Event Date and Access Close (date pickers), Event Type (Regular / Discount)
 * and Session Access (Pre-work / Live). Changing the event date moves access close to one month
 * later; access close may still be changed after, and closes at the end of that day in the event's
 * time zone (beyond the spec). The dates and the two choices stand in pairs
 * (`vs-event-form-row`); a form that lays its fields out in one grid flattens the pairs.
 */
export const EventFields = ({
  details,
  onEdit,
  accessCloseHint,
}: {
  readonly details: EventDetails;
  readonly onEdit: (edits: Partial<EventDetails>) => void;
  /** Said under Access Close (Add Event explains the one-month default). */
  readonly accessCloseHint?: string;
}) => {
  // One callback for the life of the form, so the time zone's long list renders only when it changes.
  const latest = useRef(onEdit);
  latest.current = onEdit;
  const onTimeZone = useCallback((timeZone: string) => latest.current({ timeZone }), []);
  const intl = useIntl();
  const eventTypes = useMemo(
    () => EVENT_TYPES.map((value) => ({ value, label: intl.formatMessage(EVENT_TYPE_WORDS[value]) })),
    [intl],
  );
  const sessionAccesses = useMemo(
    () => SESSION_ACCESS.map((value) => ({ value, label: intl.formatMessage(SESSION_ACCESS_WORDS[value]) })),
    [intl],
  );
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'console.events.fields.name', defaultMessage: 'Name' })}
        maxLength={TEXT_LIMITS.eventName}
        required
        autoComplete="off"
        value={details.eventName}
        onChange={(event) => onEdit({ eventName: event.target.value })}
      />
      <div className="vs-event-form-row">
        <TextField
          label={intl.formatMessage({ id: 'console.events.fields.eventDate', defaultMessage: 'Event Date' })}
          type="date"
          required
          value={details.eventDate}
          onChange={(event) =>
            onEdit({ eventDate: event.target.value, accessClose: accessCloseFor(event.target.value) })
          }
        />
        <TextField
          label={intl.formatMessage({
            id: 'console.events.fields.accessClose',
            defaultMessage: 'Access Close',
          })}
          type="date"
          required
          hint={accessCloseHint}
          value={details.accessClose}
          onChange={(event) => onEdit({ accessClose: event.target.value })}
        />
      </div>
      <TimeZoneField value={details.timeZone} onChange={onTimeZone} />
      <div className="vs-event-form-row">
        <Select
          label={intl.formatMessage({ id: 'console.events.fields.eventType', defaultMessage: 'Event Type' })}
          required
          options={eventTypes}
          value={details.eventType}
          onChange={(event) => isEventType(event.target.value) && onEdit({ eventType: event.target.value })}
        />
        <Select
          label={intl.formatMessage({
            id: 'console.events.fields.sessionAccess',
            defaultMessage: 'Session Access',
          })}
          required
          options={sessionAccesses}
          value={details.sessionAccess}
          onChange={(event) =>
            isSessionAccess(event.target.value) && onEdit({ sessionAccess: event.target.value })
          }
        />
      </div>
    </>
  );
};
