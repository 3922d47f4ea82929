import { useQuery } from '@tanstack/react-query';
import { EventLineView } from '@vs/ui';
import { eventQuery, type Target } from '../api/queries.ts';

/**
 * What a participant's page belongs to: the event's name, its date and its Guide, from
 * GET /api/event/participant_event (or _byid for a privileged viewer). Nothing while it loads or
 * when it cannot load (spec 8: that failure is only logged where it is read first).
 */
export const EventLine = ({ target }: { readonly target: Target }) => {
  const { data: event } = useQuery(eventQuery(target));
  return event === undefined ? null : <EventLineView event={event} />;
};
