import { useQuery } from '@tanstack/react-query';
import { call } from '@vs/ui';
import { api } from './client.ts';

export const currentUserKey = ['user', 'info'] as const;

/** The signed-in Guide or super-admin (names, email, portal link, mwEnabled, their own event). */
export const useCurrentUser = () =>
  useQuery({
    queryKey: currentUserKey,
    queryFn: async () => (await call(api.api.user.info.$get())).user,
  });
