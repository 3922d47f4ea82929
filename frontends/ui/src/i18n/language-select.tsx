import { LANGUAGE_NAMES, type LanguageTag, SHIPPED_LANGUAGES } from '@vs/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { announceLanguage } from './language-change.ts';

/**
 * The language switcher of every screen (the shell's and the participant remote's): a native
 * select (keyboard and screen readers know it), each language named in itself; the pseudo-locale
 * is listed only while it is on. A choice is announced (`announceLanguage`) so every part of the
 * page follows, then handed to `onChoose` (to keep it).
 */
export const LanguageSelect = ({
  language,
  onChoose,
}: {
  readonly language: LanguageTag;
  readonly onChoose?: (language: LanguageTag) => void;
}) => {
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
        onChange={(event) => {
          const choice = event.target.value as LanguageTag;
          announceLanguage(choice);
          onChoose?.(choice);
        }}
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

/**
 * The switcher names every language in itself, so an English page holds "العربية": laid out in the
 * product's font stack, that word alone made every first visit download the Arabic font (166 KB,
 * half a second of a slow phone connection). Its options use the stack without Noto Sans Arabic
 * (the name shows in the system's Arabic font) unless the page is Arabic.
 */
export const languageSelectCss = `
.vs-language-switcher select{font-family:'Inter Variable','Liberation Sans',Arial,sans-serif}
:lang(ar) .vs-language-switcher select{font-family:var(--vs-font)}
`;
