import { useEffect } from 'react';
import { useRuntimeConfig } from '../config/runtime-config.ts';

/**
 * Spec 2.2: the product title is the title of a flow's first page (page name empty); the other
 * screens put their own name first so every tab and history entry says where it is.
 */
export const pageTitle = (productTitle: string, screen?: string): string =>
  screen ? `${screen} | ${productTitle}` : productTitle;

export const usePageTitle = (screen?: string): void => {
  const { productTitle } = useRuntimeConfig();
  useEffect(() => {
    document.title = pageTitle(productTitle, screen);
  }, [productTitle, screen]);
};
