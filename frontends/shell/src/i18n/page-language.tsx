import { type CatalogueValue, type LanguageTag, pickLanguage, shownValueName } from '@vs/domain';
import { call, useDocumentLanguage } from '@vs/ui';
import { ENGLISH_MESSAGES, loadMessages, type Messages } from '@vs/ui/messages';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { api } from '../api/client.ts';
import { PageLoading } from '../layout/page-loading.tsx';

/** The browser's language, for a page that has no person to ask (an opt-out, a dead link). */
export const browserLanguage = (): LanguageTag =>
  pickLanguage({ acceptLanguage: typeof navigator === 'undefined' ? '' : navigator.languages.join(',') });

type ValueName = (originalIndex: number, stored: string) => string;

const ValueNameContext = createContext<ValueName>((_, stored) => stored);

/** How a stored value reads on these pages: a default value in the page's language, one written as written. */
export const useValueName = (): ValueName => useContext(ValueNameContext);

interface Loaded {
  readonly language: LanguageTag;
  readonly messages: Messages;
  readonly catalogue: readonly CatalogueValue[] | null;
}

/** English: in the bundle, its values the stored names; shown at once, nothing fetched. */
const ENGLISH: Loaded = { language: 'en', messages: ENGLISH_MESSAGES, catalogue: null };

/** English's values are the stored names; any other language reads its catalogue when `withValues`. */
const load = async (language: LanguageTag, withValues: boolean): Promise<Loaded> => {
  const [messages, catalogue] = await Promise.all([
    loadMessages(language),
    language === 'en' || !withValues ? null : call(api.api.values.$get({ query: { lang: language } })),
  ]);
  return { language, messages, catalogue };
};

/**
 * The shell's pages in `language` (the whole shell, `ShellLanguage`; a follow-up page in its
 * participant's, issue 39): its messages for react-intl, the default values' names in it, and
 * `<html lang dir>`. English stands in if the language cannot be fetched.
 */
export const PageLanguage = ({
  language,
  withValues = false,
  children,
}: {
  readonly language: LanguageTag;
  /** The page names default values (a follow-up page): their catalogue is fetched too. */
  readonly withValues?: boolean;
  readonly children: ReactNode;
}) => {
  const [state, setState] = useState<{ readonly asked: LanguageTag; readonly loaded: Loaded } | null>(null);
  useEffect(() => {
    if (language === 'en') return;
    let current = true;
    load(language, withValues)
      .catch(() => ENGLISH)
      .then((loaded) => current && setState({ asked: language, loaded }));
    return () => {
      current = false;
    };
  }, [language, withValues]);
  const loaded = language === 'en' ? ENGLISH : state?.asked === language ? state.loaded : null;
  useDocumentLanguage(loaded?.language ?? language);
  if (loaded === null)
    return (
      <IntlProvider locale="en" defaultLocale="en" messages={ENGLISH_MESSAGES}>
        <PageLoading />
      </IntlProvider>
    );
  const catalogue = loaded.catalogue;
  const valueName: ValueName = (originalIndex, stored) =>
    catalogue === null ? stored : shownValueName(catalogue, originalIndex, stored);
  return (
    <IntlProvider locale={loaded.language} defaultLocale="en" messages={loaded.messages}>
      <ValueNameContext value={valueName}>{children}</ValueNameContext>
    </IntlProvider>
  );
};
