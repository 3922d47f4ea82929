import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@vs/ui';
import type { InferResponseType } from 'hono/client';
import { api } from '../api/client.ts';
import { useOrgFilter } from '../organisations/org-filter.tsx';

/** Every events query starts with 'events', so one invalidation of ['events'] refreshes them all. */
export const activeEventsKey = ['events', 'summaries', 'active'] as const;
export const uploadedEventsKey = ['events', 'uploaded'] as const;

/** How many events the first request asks for: more than a desktop screen shows. */
export const FIRST_EVENTS = 50;

/** One row of the active events (GET /api/event/summaries). */
type ActiveEventRow = InferResponseType<typeof api.api.event.summaries.$get>['events'][number];

const activeSummaries = (orgId: string | undefined, limit?: number) =>
  call(
    api.api.event.summaries.$get({
      query: {
        status: 'active',
        ...(orgId ? { orgId } : {}),
        ...(limit === undefined ? {} : { limit: String(limit) }),
      },
    }),
  );

/** The active events loaded so far: all of them once `complete`, else the first of `total`. */
export interface ActiveEventList {
  readonly events: ActiveEventRow[];
  readonly total: number;
  readonly complete: boolean;
}

/**
 * The active events the user oversees, without participant lists, of the organisation chosen in
 * the console's head, if any (the server narrows the list). Fast with 10,000 events: on a first
 * load the first FIRST_EVENTS (in the table's order) come first and are shown at once (the query
 * is still fetching), then the whole list if there are more. A refresh asks for the whole list
 * straight away, so a table once complete never shrinks.
 */
export const useActiveEvents = () => {
  const { orgId } = useOrgFilter();
  const queryClient = useQueryClient();
  const queryKey = [...activeEventsKey, orgId ?? 'all'] as const;
  return useQuery({
    queryKey,
    queryFn: async (): Promise<ActiveEventList> => {
      if (queryClient.getQueryData(queryKey) === undefined) {
        const { events, total } = await activeSummaries(orgId, FIRST_EVENTS);
        const first = { events, total, complete: events.length >= total };
        if (first.complete) return first;
        // Shown at once (a manual write keeps the query fetching) while the rest loads.
        queryClient.setQueryData(queryKey, first);
      }
      const { events } = await activeSummaries(orgId);
      return { events, total: events.length, complete: true };
    },
    // Switching organisation keeps the table (and the focus in it) until the new list arrives.
    placeholderData: keepPreviousData,
  });
};

/** Uploaded event files (super-admins only: nobody else may ask). */
export const useUploadedEvents = (enabled: boolean) =>
  useQuery({
    queryKey: uploadedEventsKey,
    queryFn: async () => (await call(api.api.event.uploaded_events.$get())).events,
    enabled,
  });

export type ActiveEvent = ActiveEventRow;
export type UploadedEvent = NonNullable<ReturnType<typeof useUploadedEvents>['data']>[number];
