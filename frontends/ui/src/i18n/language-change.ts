import type { LanguageTag } from '@vs/domain';
import { useEffect } from 'react';

/**
 * The window event a language switcher sends once a person has chosen a language, so every part
 * of the page (the shell's header and footer, a console or participant remote) follows at once.
 */
const LANGUAGE_CHANGED = 'vs:language-changed';

export const announceLanguage = (language: LanguageTag): void => {
  window.dispatchEvent(new CustomEvent<LanguageTag>(LANGUAGE_CHANGED, { detail: language }));
};

/** Calls `onChange` with each language a switcher announces while the calling component is mounted. */
export const useAnnouncedLanguage = (onChange: (language: LanguageTag) => void): void => {
  useEffect(() => {
    const listener = (event: Event) => onChange((event as CustomEvent<LanguageTag>).detail);
    window.addEventListener(LANGUAGE_CHANGED, listener);
    return () => window.removeEventListener(LANGUAGE_CHANGED, listener);
  }, [onChange]);
};
