import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NAMES, type LanguageTag, SHIPPED_LANGUAGES } from '@vs/domain';
import { announceLanguage, call } from '@vs/ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { currentUserKey, useCurrentUser } from '../api/current-user.ts';
import { useServerAction } from '../api/server-action.ts';

/**
 * The Guide's or super-admin's own language (issue 35): each shipped language in its own name.
 * Choosing one turns the whole page to it at once (announceLanguage, which ConsoleLanguage and the
 * shell hear) and keeps it on the account through the self-update.
 */
export const AccountLanguage = () => {
  const headingId = useId();
  const selectId = useId();
  const intl = useIntl();
  const own = useCurrentUser();
  const queryClient = useQueryClient();
  const save = useServerAction(
    (language: LanguageTag) => {
      const { forename = '', surname = '', email = '' } = own.data ?? {};
      return call(api.api.user.updateself.$put({ json: { forename, surname, email, language } }));
    },
    () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  );
  const current = SHIPPED_LANGUAGES.find((tag) => tag === intl.locale) ?? 'en';
  const choose = (language: LanguageTag) => {
    announceLanguage(language);
    save.mutate(language);
  };
  return (
    <section className="vs-account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="console.account.language.title" defaultMessage="Language" />
      </h2>
      <label htmlFor={selectId}>
        <FormattedMessage id="console.account.language.label" defaultMessage="Your language" />
      </label>
      <select
        id={selectId}
        className="vs-input"
        value={current}
        disabled={own.isPending}
        onChange={(event) => choose(event.target.value as LanguageTag)}
      >
        {SHIPPED_LANGUAGES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {LANGUAGE_NAMES[tag]}
          </option>
        ))}
      </select>
    </section>
  );
};
