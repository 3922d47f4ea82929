/**
 * The locale a console writes dates and numbers in for its viewer's language: English the British
 * way ('24 Nov 2026, 09:05', as the English screens always read), any other language as itself.
 */
export const writingLocale = (language: string): string => (language === 'en' ? 'en-GB' : language);
