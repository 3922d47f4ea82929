import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { eventQuery, OWN } from '../api/queries.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { EventLine } from '../shared/event-line.tsx';

type SessionAccess = 'Pre-work' | 'Live';

/** Spec 2.4: Next goes to /live when the event's session access is Live, else to /prework. */
export const nextPath = (sessionAccess: SessionAccess | null): '/live' | '/prework' =>
  sessionAccess === 'Live' ? '/live' : '/prework';

/**
 * Spec 2.4 participant home: a welcome, the event (name, date, Guide) and Next. What comes next
 * (the pre-work, or the open live session) is said only once the event is known, so a participant
 * whose session is Live never first reads the pre-work's text.
 */
export const ParticipantHome = ({ productTitle }: { productTitle: string }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const event = useQuery(eventQuery(OWN));
  // Spec 8: a failed participant_event load is only logged; Next then opens the pre-work.
  useLoggedFailure('participant_event failed', event.error);
  const sessionAccess = event.data?.sessionAccess ?? null;
  const known = !event.isPending;
  // Next waits for the event while it is still loading: on a slow network (a workshop room's wifi)
  // a quick click would otherwise open the pre-work for someone whose session is Live.
  const next = async () => {
    const loaded = await queryClient.ensureQueryData(eventQuery(OWN)).catch(() => null);
    navigate(nextPath(loaded?.sessionAccess ?? null));
  };

  return (
    <section className="vs-participant-home" aria-labelledby="vs-participant-welcome">
      <h1 id="vs-participant-welcome">
        <FormattedMessage
          id="home.welcome"
          defaultMessage="Welcome to {product}"
          values={{ product: productTitle }}
        />
      </h1>
      <EventLine target={OWN} />
      <p>
        <FormattedMessage
          id="home.about"
          defaultMessage="In this workshop you discover, define, rank and rate the ten personal values that matter most to you."
        />
      </p>
      <p className="vs-participant-next" aria-busy={!known || undefined}>
        {!known ? null : sessionAccess === 'Live' ? (
          <FormattedMessage
            id="home.liveOpen"
            defaultMessage="Your live session is open: continue with your Guide and the group."
          />
        ) : (
          <FormattedMessage
            id="home.startPrework"
            defaultMessage="Start with the pre-work: four short steps (Identify, Define, Rank and % Lived) that take about 30 to 45 minutes. Your answers are saved as you go."
          />
        )}
      </p>
      <button type="button" className="vs-button vs-button-primary" onClick={() => void next()}>
        <FormattedMessage id="home.next" defaultMessage="Next" />
      </button>
    </section>
  );
};
