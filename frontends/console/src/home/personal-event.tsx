import { useQuery } from '@tanstack/react-query';
import { Chip, call } from '@vs/ui';
import { Link } from 'react-router-dom';
import { api } from '../api/client.ts';
import { useCurrentUser } from '../api/current-user.ts';

/** The Guide's own event as a participant ("My Personal Event"), or null when they have none. */
export const usePersonalEvent = () => {
  const user = useCurrentUser();
  const hasEvent = typeof user.data?.event === 'string';
  return useQuery({
    queryKey: ['personal-event', user.data?.event ?? null],
    enabled: hasEvent,
    queryFn: async () => (await call(api.api.event.participant_event.$get())).event,
  });
};

/** Spec 2.5: whether the participant event is live, next to the heading. */
export const PersonalEventStatus = () => {
  const { data: event } = usePersonalEvent();
  if (!event) return null;
  const live = event.sessionAccess === 'Live';
  return (
    <p className="vs-personal-status">
      My Personal Event: <Chip tone={live ? 'success' : 'info'}>{live ? 'Live' : 'Pre-work'}</Chip>
    </p>
  );
};

/** The My Personal Event tab: opens /live or /prework by the event's session access (spec 2.5). */
export const PersonalEventPanel = () => {
  const { data: event } = usePersonalEvent();
  if (!event) return null;
  const live = event.sessionAccess === 'Live';
  return (
    <section className="vs-panel" aria-labelledby="vs-personal-event">
      <h2 id="vs-personal-event">{event.eventName}</h2>
      <p>
        {live
          ? 'Your event is live: open the live session to arrange and read your values.'
          : 'Your event is in pre-work: complete your pre-work before the live session.'}
      </p>
      <p>
        <Link className="vs-button vs-button-primary" to={live ? '/live' : '/prework'}>
          {live ? 'Open the live session' : 'Open my pre-work'}
        </Link>
      </p>
    </section>
  );
};
