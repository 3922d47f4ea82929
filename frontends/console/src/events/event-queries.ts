import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@vs/ui';
import { api } from '../api/client.ts';
import { useOrgFilter } from '../organisations/org-filter.tsx';

/** Every events query starts with 'events', so one invalidation of ['events'] refreshes them all. */
export const activeEventsKey = ['events', 'summaries', 'active'] as const;
export const uploadedEventsKey = ['events', 'uploaded'] as const;

/**
 * The active events the user oversees, without participant lists (fast with 10,000 events): of
 * the organisation chosen in the console's head, if any (the server narrows the list).
 */
export const useActiveEvents = () => {
  const { orgId } = useOrgFilter();
  return useQuery({
    queryKey: [...activeEventsKey, orgId ?? 'all'],
    queryFn: async () =>
      (await call(api.api.event.summaries.$get({ query: { status: 'active', ...(orgId ? { orgId } : {}) } })))
        .events,
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

export type ActiveEvent = NonNullable<ReturnType<typeof useActiveEvents>['data']>[number];
export type UploadedEvent = NonNullable<ReturnType<typeof useUploadedEvents>['data']>[number];
