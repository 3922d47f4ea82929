import { useEffect } from 'react';
import { useProductTitle } from './brand.tsx';

/**
 * Spec 2.2: the product title is the title of a flow's first page (page name empty); the other
 * screens put their own name first so every tab and history entry says where it is. A branded page
 * that hides the product's name says its organisation's instead (useProductTitle).
 */
export const pageTitle = (productTitle: string, screen?: string): string =>
  screen ? `${screen} | ${productTitle}` : productTitle;

export const usePageTitle = (screen?: string): void => {
  const productTitle = useProductTitle();
  useEffect(() => {
    if (productTitle === '') return;
    document.title = pageTitle(productTitle, screen);
  }, [productTitle, screen]);
};
