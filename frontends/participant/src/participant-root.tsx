import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppStyles, UiProvider } from '@vs/ui';
import { type ReactNode, useState } from 'react';
import { LanguageProvider } from './i18n/language-provider.tsx';
import { LanguageSwitcher } from './i18n/language-switcher.tsx';
import { participantCss } from './participant-css.ts';

/**
 * The participant's server data. A page reads its records once when it opens and the wizards edit
 * their own copy, so nothing is refetched behind them (no stale time) and nothing is kept once the
 * page closes (no cache time): opening a page again reads afresh, as a save made elsewhere must
 * show. A failed read is not retried: each page says so at once with its own remedy (Retry, the
 * pre-work banner; spec 8), and a write is never repeated without the participant asking.
 */
const participantQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 },
      mutations: { retry: false },
    },
  });

/**
 * Around every participant page: the design system (styles, popups), the remote's own styles, the
 * server data, and the viewer's language with its switcher.
 */
export const ParticipantRoot = ({ children }: { readonly children: ReactNode }) => {
  const [client] = useState(participantQueryClient);
  return (
    <UiProvider>
      <AppStyles href="vs-participant" css={participantCss} />
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <LanguageSwitcher />
          {children}
        </LanguageProvider>
      </QueryClientProvider>
    </UiProvider>
  );
};
