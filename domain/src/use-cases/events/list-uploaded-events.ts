import type { Actor } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import { SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { byDateThenName } from './events-in-scope.ts';

export interface UploadedEventSummary {
  /** The id a spec client sends back as `eid` (with `uploaded`) to list, download or remove it. */
  readonly eid: string;
  /** Alias of `eid`, kept for clients written before `eid` was added. */
  readonly ueid: string;
  readonly eventName: string;
  readonly eventDate: CalendarDate;
  readonly accessClose: CalendarDate;
  readonly facilitator: { readonly forename: string; readonly surname: string };
  readonly uploadedAt: Date;
  readonly participantCount: number;
}

export type ListUploadedEventsResult = UploadedEventSummary[];

/** Every uploaded event file, sorted like the event lists (super-admins only). */
export const listUploadedEvents = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
): Promise<ListUploadedEventsResult> => {
  requireLevel(actor, SUPER_ADMIN);
  const summaries = (await deps.store.uploadedEvents.list()).map(
    ({ ueid, uploadedAt, file }): UploadedEventSummary => ({
      eid: ueid,
      ueid,
      eventName: file.event.eventName,
      eventDate: file.event.eventDate,
      accessClose: file.event.accessClose,
      facilitator: { forename: file.event.facilitator.forename, surname: file.event.facilitator.surname },
      uploadedAt,
      participantCount: file.participants.length,
    }),
  );
  return summaries.sort(byDateThenName);
};
