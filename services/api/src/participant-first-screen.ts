import { type Actor, type Deps, DomainError, getParticipantEvent } from '@vs/domain';
import {
  type FirstScreen,
  type ParticipantFirstScreenInput,
  participantFirstScreen,
} from '@vs/ui/first-screen';
import type { FirstScreenPage } from './frontends.ts';

/**
 * The first screen of a signed-in participant's home (issue 36), drawn here so its words paint with
 * the page's first bytes on a slow phone: their event as `GET /api/event/participant_event` reads
 * it for the participant `actor` (none when they have none), in `language`, under `title`, in the
 * page's `typeface`, with their organisation's `branding` (null: the product's look).
 */
export const participantHomeFirstScreen = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  branding: ParticipantFirstScreenInput['branding'],
  { title, language, typeface }: FirstScreenPage,
): Promise<FirstScreen> => {
  const event = await getParticipantEvent(deps, actor).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not-found') return null;
    throw error;
  });
  return participantFirstScreen({
    language,
    typeface,
    productTitle: title,
    branding,
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
