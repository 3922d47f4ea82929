import { useQuery } from '@tanstack/react-query';
import { Chip, call } from '@vs/ui';
import { FormattedMessage } from 'react-intl';
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
      <FormattedMessage
        id="console.home.personalEvent.status"
        defaultMessage="My Personal Event: {state}"
        values={{
          state: (
            <Chip tone={live ? 'success' : 'info'}>
              {live ? (
                <FormattedMessage id="console.home.personalEvent.live" defaultMessage="Live" />
              ) : (
                <FormattedMessage id="console.home.personalEvent.prework" defaultMessage="Pre-work" />
              )}
            </Chip>
          ),
        }}
      />
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
        {live ? (
          <FormattedMessage
            id="console.home.personalEvent.liveNote"
            defaultMessage="Your event is live: open the live session to arrange and read your values."
          />
        ) : (
          <FormattedMessage
            id="console.home.personalEvent.preworkNote"
            defaultMessage="Your event is in pre-work: complete your pre-work before the live session."
          />
        )}
      </p>
      <p>
        <Link className="vs-button vs-button-primary" to={live ? '/live' : '/prework'}>
          {live ? (
            <FormattedMessage
              id="console.home.personalEvent.openLive"
              defaultMessage="Open the live session"
            />
          ) : (
            <FormattedMessage id="console.home.personalEvent.openPrework" defaultMessage="Open my pre-work" />
          )}
        </Link>
      </p>
    </section>
  );
};
