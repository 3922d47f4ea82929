import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';

/** A print view's markup in English (the messages' defaults), for tests of the views alone. */
export const renderInEnglish = (view: ReactNode): string =>
  renderToStaticMarkup(
    <IntlProvider locale="en" defaultLocale="en">
      {view}
    </IntlProvider>,
  );
