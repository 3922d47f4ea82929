import { useQuery } from '@tanstack/react-query';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { eventQuery, type ParticipantEvent, type Target } from '../api/queries.ts';

const descriptors = defineMessages({
  guide: { id: 'event.guide', defaultMessage: 'Guide: {name}' },
});

const messages: Readonly<Record<keyof typeof descriptors, MessageDescriptor>> = descriptors;

/** An event's calendar day in the viewer's language ('10 June 2026'): the same day everywhere. */
export const useEventDate = (): ((date: string) => string) => {
  const intl = useIntl();
  return (date) => intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
};

/** The Guide's name as it reads, or '' when the event names none. */
export const guideName = (event: Pick<ParticipantEvent, 'facilitator'>): string =>
  `${event.facilitator.forename} ${event.facilitator.surname}`.trim();

/**
 * What a participant's page belongs to: the event's name, its date and its Guide, from
 * GET /api/event/participant_event (or _byid for a privileged viewer). Nothing while it loads or
 * when it cannot load (spec 8: that failure is only logged where it is read first).
 */
export const EventLine = ({ target }: { readonly target: Target }) => {
  const intl = useIntl();
  const dateOf = useEventDate();
  const { data: event } = useQuery(eventQuery(target));
  if (event === undefined) return null;
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
