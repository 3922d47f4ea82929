import { isLanguageTag, type LanguageTag } from '@vs/domain';
import { call, LanguageSelect } from '@vs/ui';
import { useIntl } from 'react-intl';
import { api } from '../api/client.ts';

/** Keeps a signed-in person's choice on their account (their name and email as they are). */
const keepOnAccount = async (language: LanguageTag): Promise<void> => {
  const { user } = await call(api.api.user.info.$get());
  const { forename, surname, email } = user;
  await call(api.api.user.updateself.$put({ json: { forename, surname, email, language } }));
};

/**
 * The shell's language switcher (its footer: signed-out visitors and staff; participants use the
 * one in their remote). `ShellLanguage` follows the announced choice and keeps a signed-out one on
 * this browser; a signed-in person's is kept on their account.
 */
export const ShellLanguageSwitcher = ({ signedIn }: { readonly signedIn: boolean }) => {
  const { locale } = useIntl();
  const language = isLanguageTag(locale) ? locale : 'en';
  return (
    <LanguageSelect
      language={language}
      onChoose={signedIn ? (choice) => void keepOnAccount(choice).catch(() => undefined) : undefined}
    />
  );
};
