import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

/** A test `wrapper` giving what it renders a language (a component rendered outside `ConsoleRoot`). */
export const inLanguage =
  (locale: string, messages: Record<string, string> = {}) =>
  ({ children }: { readonly children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
