import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

const descriptors = defineMessages({
  guide: { id: 'event.guide', defaultMessage: 'Guide: {name}' },
});

const messages: Readonly<Record<keyof typeof descriptors, MessageDescriptor>> = descriptors;

/** What a participant's page says of its event (GET /api/event/participant_event's fields). */
export interface EventSummary {
  readonly eventName: string;
  /** The calendar day, `YYYY-MM-DD`. */
  readonly eventDate: string;
  readonly facilitator: { readonly forename: string; readonly surname: string };
}

/** An event's calendar day in the viewer's language ('10 June 2026'): the same day everywhere. */
export const useEventDate = (): ((date: string) => string) => {
  const intl = useIntl();
  return (date) => intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
};

/** The Guide's name as it reads, or '' when the event names none. */
export const guideName = (event: Pick<EventSummary, 'facilitator'>): string =>
  `${event.facilitator.forename} ${event.facilitator.surname}`.trim();

/** What a participant's page belongs to: the event's name, its date and its Guide. */
export const EventLineView = ({ event }: { readonly event: EventSummary }) => {
  const intl = useIntl();
  const dateOf = useEventDate();
  const guide = guideName(event);
  return (
    <p className="vs-event-line">
      <span className="vs-event-name">{event.eventName}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={event.eventDate}>{dateOf(event.eventDate)}</time>
      {guide !== '' && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{intl.formatMessage(messages.guide, { name: guide })}</span>
        </>
      )}
    </p>
  );
};

export const eventLineCss = `
.vs-event-line{margin:0;color:var(--vs-muted);font-size:var(--vs-text-s);overflow-wrap:anywhere}
.vs-event-name{color:var(--vs-ink);font-weight:600}
`;
