import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

/** A component's texts in English (the messages' defaults), for tests of one component alone. */
export const English = ({ children }: { readonly children: ReactNode }) => (
  <IntlProvider locale="en" defaultLocale="en">
    {children}
  </IntlProvider>
);
