import {
  authenticate,
  type Deps,
  DomainError,
  getParticipantEvent,
  type LanguageTag,
  PARTICIPANT,
} from '@vs/domain';
import { type FirstScreen, participantFirstScreen } from '@vs/ui/first-screen';

/**
 * The first screen of a signed-in participant's home (issue 36), drawn here so its words paint with
 * the page's first bytes on a slow phone: their event as `GET /api/event/participant_event` reads
 * it (none when they have none), in `language`, under `title`, in the page's `typeface`. Null
 * when the session is no participant's.
 */
export const participantHomeFirstScreen = async (
  deps: Pick<Deps, 'store' | 'clock' | 'tokens' | 'config'>,
  sessionToken: string,
  {
    title,
    language,
    typeface,
  }: { readonly title: string; readonly language: LanguageTag; readonly typeface: string | null },
): Promise<FirstScreen | null> => {
  const signedIn = await authenticate(deps, { token: sessionToken, activity: false });
  if (signedIn === null || signedIn.actor.accessLevel !== PARTICIPANT) return null;
  const event = await getParticipantEvent(deps, signedIn.actor).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not-found') return null;
    throw error;
  });
  return participantFirstScreen({
    language,
    typeface,
    productTitle: title,
    event:
      event === null
        ? null
        : {
            eventName: event.eventName,
            eventDate: event.eventDate,
            facilitator: event.facilitator,
            sessionAccess: event.sessionAccess,
          },
  });
};
