import { isLanguageTag, type LanguageTag, pickLanguage } from '@vs/domain';
import { useAnnouncedLanguage } from '@vs/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { useSession } from '../session/session.tsx';
import { PageLanguage } from './page-language.tsx';

/** Where a signed-out visitor's choice is kept on this browser (sign-in, reset, register). */
export const STORED_LANGUAGE_KEY = 'vs:language';

const storedLanguage = (): LanguageTag | null => {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORED_LANGUAGE_KEY);
  return isLanguageTag(stored) ? stored : null;
};

const browserLanguages = (): string =>
  typeof navigator === 'undefined' ? '' : navigator.languages.join(',');

/**
 * The whole shell in its viewer's language (issue 35, rules/language.ts): the one a switcher
 * announced on this page (the shell's, a console's or the participant remote's), else the
 * signed-in person's own, else (signed out) the one chosen before on this browser, else the
 * browser's. A signed-out choice is kept on this browser.
 */
export const ShellLanguage = ({ children }: { readonly children: ReactNode }) => {
  const { session } = useSession();
  const signedIn = session.status === 'signed-in';
  // The session check's reply carries it: no request of its own.
  const own = session.status === 'signed-in' ? session.language : null;
  const [announced, setAnnounced] = useState<LanguageTag | null>(null);
  useAnnouncedLanguage(
    useCallback(
      (language: LanguageTag) => {
        setAnnounced(language);
        if (!signedIn) localStorage.setItem(STORED_LANGUAGE_KEY, language);
      },
      [signedIn],
    ),
  );
  const language =
    announced ??
    pickLanguage({ chosen: signedIn ? own : storedLanguage(), acceptLanguage: browserLanguages() });
  return <PageLanguage language={language}>{children}</PageLanguage>;
};
