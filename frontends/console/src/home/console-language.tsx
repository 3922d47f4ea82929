import { useQuery } from '@tanstack/react-query';
import { type LanguageTag, pickLanguage } from '@vs/domain';
import { ownLanguage, Spinner, servedOwnLanguage, useAnnouncedLanguage, useDocumentLanguage } from '@vs/ui';
import type { Messages } from '@vs/ui/messages';
import { type ReactNode, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useCurrentUser } from '../api/current-user.ts';
import { ENGLISH_CONSOLE_MESSAGES, loadConsoleMessages } from './console-messages.ts';

/** The language whose messages the console is shown in. */
interface Shown {
  readonly language: LanguageTag;
  readonly messages: Messages;
}

const browserLanguages = (): string =>
  typeof navigator === 'undefined' ? '' : navigator.languages.join(',');

/**
 * A console in its viewer's language (issue 35, rules/language.ts): the one a switcher announced,
 * else the Guide's or super-admin's own (as the page was served with it, then as their account
 * says), else their browser's. English is in the bundle and shows at once; another language's
 * messages are fetched first, the console staying as it is meanwhile.
 */
export const ConsoleLanguage = ({ children }: { readonly children: ReactNode }) => {
  const own = useCurrentUser();
  const [served] = useState(servedOwnLanguage);
  const [announced, setAnnounced] = useState<LanguageTag | null>(null);
  useAnnouncedLanguage(setAnnounced);
  const language =
    announced ?? pickLanguage({ chosen: ownLanguage(served, own.data), acceptLanguage: browserLanguages() });
  const english = language === 'en';
  const messages = useQuery({
    queryKey: ['messages', language],
    queryFn: () => loadConsoleMessages(language),
    enabled: !english,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const ready: Shown | null = english
    ? { language, messages: ENGLISH_CONSOLE_MESSAGES }
    : messages.data === undefined
      ? null
      : { language, messages: messages.data };
  // While another language's messages load, the console stays as it is (open dialogs, typed text).
  const shown = useRef<Shown | null>(null);
  if (ready !== null) shown.current = ready;
  const current = shown.current;
  useDocumentLanguage(current?.language ?? language);
  if (current === null) return <Spinner label="…" />;
  return (
    <IntlProvider locale={current.language} defaultLocale="en" messages={current.messages}>
      {children}
    </IntlProvider>
  );
};
