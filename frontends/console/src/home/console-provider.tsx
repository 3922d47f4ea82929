import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@vs/ui';
import { type ReactNode, useState } from 'react';
import { OrgFilterProvider } from '../organisations/org-filter.tsx';
import { ConsoleStyles } from './console-styles.tsx';

/**
 * Server data for one console: cached per query key, refetched when the window regains focus. A
 * read is retried once only when the server could not be reached or failed (a 403 stays a 403).
 */
const retryOnce = (failures: number, error: unknown): boolean =>
  failures < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500);

export const ConsoleProvider = ({ children }: { children: ReactNode }) => {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: retryOnce, staleTime: 10_000 }, mutations: { retry: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <ConsoleStyles />
      <OrgFilterProvider>{children}</OrgFilterProvider>
    </QueryClientProvider>
  );
};
