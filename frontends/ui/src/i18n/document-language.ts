import { isRightToLeft, type LanguageTag } from '@vs/domain';
import { useEffect } from 'react';

/** `<html lang dir>` follow `language` while the calling page is open, and are put back after. */
export const useDocumentLanguage = (language: LanguageTag): void => {
  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = language;
    root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [language]);
};
