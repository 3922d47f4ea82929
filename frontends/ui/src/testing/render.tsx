import { type RenderOptions, render as renderInDom } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

const InEnglish = ({ children }: { readonly children: ReactNode }) => (
  <IntlProvider locale="en" defaultLocale="en">
    {children}
  </IntlProvider>
);

/** Testing Library's `render` under an English IntlProvider, as every frontend renders the design system. */
export const render = (ui: ReactElement, options: RenderOptions = {}) =>
  renderInDom(ui, { wrapper: InEnglish, ...options });
