import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type LanguageTag, pickLanguage } from '@vs/domain';
import {
  call,
  ownLanguage,
  Spinner,
  servedOwnLanguage,
  useAnnouncedLanguage,
  useDocumentLanguage,
} from '@vs/ui';
import { ENGLISH_MESSAGES, loadMessages } from '@vs/ui/messages';
import { type ReactNode, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { api } from '../api/client.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { LanguageContext, type LanguageState } from './language-context.ts';

const ownAccount = queryOptions({
  queryKey: ['own-account'],
  queryFn: async () => (await call(api.api.user.info.$get())).user,
});

const fetchCatalogue = (lang: LanguageTag) => call(api.api.values.$get({ query: { lang } }));

const browserLanguages = (): string =>
  typeof navigator === 'undefined' ? '' : navigator.languages.join(',');

/**
 * Every participant page in the viewer's language (rules/language.ts: their own choice, else their
 * browser's; a language announced on the page wins): its messages for react-intl, the values
 * catalogue, and the switcher's `choose`, which keeps the choice on the signed-in person's account.
 * The person's own language comes with the page when it can (no request before the first screen);
 * else from their account.
 */
export const LanguageProvider = ({ children }: { readonly children: ReactNode }) => {
  const [served] = useState(servedOwnLanguage);
  const queryClient = useQueryClient();
  const own = useQuery({ ...ownAccount, enabled: served === null });
  useLoggedFailure('user info failed', own.error);
  const [chosen, setChosen] = useState<LanguageTag | null>(null);
  // A switch elsewhere on the page (the shell's) shows here at once; the switcher itself saves.
  useAnnouncedLanguage(setChosen);
  const language =
    chosen ?? pickLanguage({ chosen: ownLanguage(served, own.data), acceptLanguage: browserLanguages() });
  const messages = useQuery({ queryKey: ['messages', language], queryFn: () => loadMessages(language) });
  const english = language === 'en';
  const catalogue = useQuery({
    queryKey: ['value-catalogue', language],
    queryFn: () => fetchCatalogue(language),
    enabled: !english,
  });
  useLoggedFailure('values catalogue failed', catalogue.error);
  const save = useMutation({
    mutationFn: async (choice: LanguageTag) => {
      const { forename, surname, email } = own.data ?? (await queryClient.fetchQuery(ownAccount));
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

  if ((served === null && own.isPending) || messages.isPending || (!english && catalogue.isPending)) {
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
