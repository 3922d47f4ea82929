import { useQuery } from '@tanstack/react-query';
import { api, call } from '../api/client.ts';

export const expiredEventsKey = ['events', 'closed'] as const;

/** How many closed events the user oversees: the Removed Events tab's badge. */
export const useExpiredEvents = () =>
  useQuery({
    queryKey: expiredEventsKey,
    queryFn: async () => (await call(api.api.event.all_expired.$get())).events,
  });
