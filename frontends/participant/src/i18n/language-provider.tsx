import { useMutation, useQuery } from '@tanstack/react-query';
import { type LanguageTag, pickLanguage } from '@vs/domain';
import { call, Spinner, useAnnouncedLanguage, useDocumentLanguage } from '@vs/ui';
import { ENGLISH_MESSAGES, loadMessages } from '@vs/ui/messages';
import { type ReactNode, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { api } from '../api/client.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { LanguageContext, type LanguageState } from './language-context.ts';

const fetchOwnAccount = async () => (await call(api.api.user.info.$get())).user;

const fetchCatalogue = (lang: LanguageTag) => call(api.api.values.$get({ query: { lang } }));

const browserLanguages = (): string =>
  typeof navigator === 'undefined' ? '' : navigator.languages.join(',');

/**
 * Every participant page in the viewer's language (rules/language.ts: their own choice, else their
 * browser's; a language announced on the page wins): its messages for react-intl, the values
 * catalogue, and the switcher's `choose`, which keeps the choice on the signed-in person's account.
 */
export const LanguageProvider = ({ children }: { readonly children: ReactNode }) => {
  const own = useQuery({ queryKey: ['own-account'], queryFn: fetchOwnAccount });
  useLoggedFailure('user info failed', own.error);
  const [chosen, setChosen] = useState<LanguageTag | null>(null);
  // A switch elsewhere on the page (the shell's) shows here at once; the switcher itself saves.
  useAnnouncedLanguage(setChosen);
  const language =
    chosen ?? pickLanguage({ chosen: own.data?.language ?? null, acceptLanguage: browserLanguages() });
  const messages = useQuery({ queryKey: ['messages', language], queryFn: () => loadMessages(language) });
  const english = language === 'en';
  const catalogue = useQuery({
    queryKey: ['value-catalogue', language],
    queryFn: () => fetchCatalogue(language),
    enabled: !english,
  });
  useLoggedFailure('values catalogue failed', catalogue.error);
  const save = useMutation({
    mutationFn: (choice: LanguageTag) => {
      const account = own.data;
      if (account === undefined) return Promise.resolve(null);
      const { forename, surname, email } = account;
      return call(api.api.user.updateself.$put({ json: { forename, surname, email, language: choice } }));
    },
  });
  useLoggedFailure('language not saved', save.error);
  useDocumentLanguage(language);

  const state = useMemo<LanguageState>(
    () => ({
      language,
      catalogue: english ? null : (catalogue.data ?? null),
      choose: (choice) => {
        setChosen(choice);
        save.mutate(choice);
      },
    }),
    [language, english, catalogue.data, save.mutate],
  );

  if (own.isPending || messages.isPending || (!english && catalogue.isPending)) {
    return <Spinner label="…" />;
  }
  return (
    <LanguageContext value={state}>
      <IntlProvider locale={language} defaultLocale="en" messages={messages.data ?? ENGLISH_MESSAGES}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
};
