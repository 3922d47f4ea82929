import { LANGUAGE_NAMES, type LanguageTag, SHIPPED_LANGUAGES } from '@vs/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from './language-context.ts';

/**
 * The language of every participant screen: a native select (keyboard and screen readers know it),
 * each language named in itself. The pseudo-locale is listed only while it is on.
 */
export const LanguageSwitcher = () => {
  const { language, choose } = useLanguage();
  const id = useId();
  const offered: readonly LanguageTag[] = SHIPPED_LANGUAGES.includes(
    language as (typeof SHIPPED_LANGUAGES)[number],
  )
    ? SHIPPED_LANGUAGES
    : [...SHIPPED_LANGUAGES, language];
  return (
    <div className="vs-language-switcher">
      <label htmlFor={id}>
        <FormattedMessage id="language.switcher" defaultMessage="Language" />
      </label>
      <select
        id={id}
        className="vs-input"
        value={language}
        onChange={(event) => choose(event.target.value as LanguageTag)}
      >
        {offered.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {LANGUAGE_NAMES[tag]}
          </option>
        ))}
      </select>
    </div>
  );
};
