import { useQuery } from '@tanstack/react-query';
import { api, call } from './client.ts';

/** The signed-in Guide or super-admin (names, email, portal link, mwEnabled, their own event). */
export const useCurrentUser = () =>
  useQuery({
    queryKey: ['user', 'info'],
    queryFn: async () => (await call(api.api.user.info.$get())).user,
  });
