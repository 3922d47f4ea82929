import { type CatalogueValue, DEFAULT_LANGUAGE, type LanguageTag } from '@vs/domain';
import { createContext, useContext } from 'react';

/** The viewer's language, its values catalogue and how to change it. */
export interface LanguageState {
  readonly language: LanguageTag;
  /** The default values in the viewer's language; null for English (stored names are English). */
  readonly catalogue: readonly CatalogueValue[] | null;
  /** Shows every screen in `language` and keeps it as the signed-in person's choice. */
  readonly choose: (language: LanguageTag) => void;
}

export const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  catalogue: null,
  choose: () => undefined,
});

export const useLanguage = (): LanguageState => useContext(LanguageContext);
