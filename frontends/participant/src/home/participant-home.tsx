import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dismissFirstScreen, ParticipantHomeView, type SessionAccessName } from '@vs/ui';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventQuery, OWN } from '../api/queries.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';

/** Spec 2.4: Next goes to /live when the event's session access is Live, else to /prework. */
export const nextPath = (sessionAccess: SessionAccessName | null): '/live' | '/prework' =>
  sessionAccess === 'Live' ? '/live' : '/prework';

/** Spec 2.4 participant home (`ParticipantHomeView`) with its event and Next. */
export const ParticipantHome = ({ productTitle }: { productTitle: string }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const event = useQuery(eventQuery(OWN));
  // Spec 8: a failed participant_event load is only logged; Next then opens the pre-work.
  useLoggedFailure('participant_event failed', event.error);
  const known = !event.isPending;
  // Next waits for the event while it is still loading: on a slow network (a workshop room's wifi)
  // a quick click would otherwise open the pre-work for someone whose session is Live.
  const next = async () => {
    const loaded = await queryClient.ensureQueryData(eventQuery(OWN)).catch(() => null);
    navigate(nextPath(loaded?.sessionAccess ?? null));
  };

  // The server drew this home as the page's first screen (issue 36); it gives way once this one
  // says as much: the event known (or failed), so nothing moves as it is swapped.
  useLayoutEffect(() => {
    if (known) dismissFirstScreen();
  }, [known]);

  return (
    <ParticipantHomeView
      productTitle={productTitle}
      event={event.data ?? null}
      known={known}
      onNext={() => void next()}
    />
  );
};
