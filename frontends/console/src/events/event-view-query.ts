import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@vs/ui';
import { useCallback } from 'react';
import { api } from '../api/client.ts';
import { PEOPLE_KEY } from '../people/user-search.ts';

/** Under 'events', so refreshing the event lists refreshes an open dashboard too. */
const eventViewKey = (eid: string) => ['events', 'view', eid] as const;

const fetchEventView = async (eid: string) => (await call(api.api.event.$get({ query: { eid } }))).event;

/** An event as its dashboard reads it: details, facilitator, participants, emailsSent, emailStates, mwParticipants, status. */
export type EventView = Awaited<ReturnType<typeof fetchEventView>>;
/** One participant of an {@link EventView}. */
export type EventParticipant = EventView['participants'][number];

/** How often an open dashboard looks again while a logon email is on its way. */
export const QUEUED_EMAIL_REFRESH_MS = 3000;

/** Whether a logon email or a reminder of the event is still on its way. */
const emailOnItsWay = (event: EventView | undefined): boolean =>
  event !== undefined &&
  (event.emailStates.includes('queued') ||
    event.lastReminders.some((reminder) => reminder?.status === 'queued'));

/**
 * `GET /api/event?eid=`: the event of a dashboard, loaded while the dashboard is open, and loaded
 * again every few seconds while a logon email or a reminder is on its way, so "queued" turns into
 * "sent" (or "not delivered") without a reload.
 */
export const useEventView = (eid: string, enabled: boolean) =>
  useQuery({
    queryKey: eventViewKey(eid),
    queryFn: () => fetchEventView(eid),
    enabled,
    refetchInterval: (query) => (emailOnItsWay(query.state.data) ? QUEUED_EMAIL_REFRESH_MS : false),
  });

/**
 * Everything an event or membership change may alter: the event lists and open dashboards
 * ('events', including the expired count), the people offered by the pickers ('users'), the
 * Participants, Guides and Super-Admins lists (PEOPLE_KEY), the signed-in user's own event
 * ('user') and their personal event.
 */
const KEYS_CHANGED_BY_EVENT_WRITES = [
  ['events'],
  ['users'],
  PEOPLE_KEY,
  ['user'],
  ['personal-event'],
] as const;

/** Refetches what an event write changed; resolves when the active queries have reloaded. */
export const useRefreshAfterEventChange = () => {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        KEYS_CHANGED_BY_EVENT_WRITES.map((queryKey) => client.invalidateQueries({ queryKey })),
      ).then(() => undefined),
    [client],
  );
};
