import { useQuery } from '@tanstack/react-query';
import { type LanguageTag, pickLanguage } from '@vs/domain';
import { Spinner, useAnnouncedLanguage, useDocumentLanguage } from '@vs/ui';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useCurrentUser } from '../api/current-user.ts';
import { ENGLISH_CONSOLE_MESSAGES, loadConsoleMessages } from './console-messages.ts';

const browserLanguages = (): string =>
  typeof navigator === 'undefined' ? '' : navigator.languages.join(',');

/**
 * A console in its viewer's language (issue 35, rules/language.ts): the one a switcher announced,
 * else the Guide's or super-admin's own, else their browser's. English is in the bundle and shows
 * at once; another language's messages are fetched first.
 */
export const ConsoleLanguage = ({ children }: { readonly children: ReactNode }) => {
  const own = useCurrentUser();
  const [announced, setAnnounced] = useState<LanguageTag | null>(null);
  useAnnouncedLanguage(setAnnounced);
  const language =
    announced ?? pickLanguage({ chosen: own.data?.language ?? null, acceptLanguage: browserLanguages() });
  const english = language === 'en';
  const messages = useQuery({
    queryKey: ['messages', language],
    queryFn: () => loadConsoleMessages(language),
    enabled: !english,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useDocumentLanguage(language);
  if (!english && messages.isPending) return <Spinner label="…" />;
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messages.data ?? ENGLISH_CONSOLE_MESSAGES}>
      {children}
    </IntlProvider>
  );
};
