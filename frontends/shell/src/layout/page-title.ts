import { useEffect } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { useProductTitle } from './brand.tsx';

const m: Readonly<Record<'pageTitle', MessageDescriptor>> = defineMessages({
  pageTitle: { id: 'shell.pageTitle', defaultMessage: '{screen} | {product}' },
});

/**
 * Spec 2.2: the product title is the title of a flow's first page (page name empty); the other
 * screens put their own name first, in the reader's language's pattern, so every tab and history
 * entry says where it is. A branded page that hides the product's name says its organisation's
 * instead (useProductTitle).
 */
export const usePageTitle = (screen?: string): void => {
  const productTitle = useProductTitle();
  const intl = useIntl();
  useEffect(() => {
    if (productTitle === '') return;
    document.title = screen
      ? intl.formatMessage(m.pageTitle, { screen, product: productTitle })
      : productTitle;
  }, [productTitle, screen, intl]);
};
