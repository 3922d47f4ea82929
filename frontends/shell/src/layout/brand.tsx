import { PARTICIPANT, type PublicBranding } from '@vs/domain';
import { ApiError, accentTokens, call } from '@vs/ui';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { api } from '../api/client.ts';
import { useRuntimeConfig } from '../config/runtime-config.ts';
import { useSession } from '../session/session.tsx';

/**
 * Whose brand the page wears (issue 33): an organisation's on its login page `/o/<slug>` and on
 * its participants' screens, none elsewhere (staff consoles, the plain sign-in screens).
 */
export type BrandState =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'branded'; readonly branding: PublicBranding }
  /** `/o/<slug>` of no organisation. */
  | { readonly status: 'unknown' };

const NONE: BrandState = { status: 'none' };
const BrandContext = createContext<BrandState>(NONE);

export const useBrand = (): BrandState => useContext(BrandContext);

/** The organisation whose brand a branded page wears, if any. */
export const brandingOf = (state: BrandState): PublicBranding | null =>
  state.status === 'branded' ? state.branding : null;

/**
 * The product's name as this page shows it: the organisation's name when it hides the product's;
 * empty while the brand loads, so a page that will hide the product's name never flashes it.
 */
export const useProductTitle = (): string => {
  const { productTitle } = useRuntimeConfig();
  const brand = useBrand();
  if (brand.status === 'loading') return '';
  const branding = brandingOf(brand);
  return branding?.hideProductName ? branding.name : productTitle;
};

/** Puts the accent on the document (dialogs render outside the app's element), and takes it off. */
const useAccent = (accent: string | null) => {
  useEffect(() => {
    if (accent === null) return;
    const style = document.documentElement.style;
    const tokens = Object.entries(accentTokens(accent));
    for (const [name, value] of tokens) style.setProperty(name, value);
    return () => {
      for (const [name] of tokens) style.removeProperty(name);
    };
  }, [accent]);
};

/** Which brand the current page asks for: a slug's, the signed-in participant's own, or none. */
const useBrandSource = (): string | null => {
  const { pathname } = useLocation();
  const { session } = useSession();
  const slug = matchPath('/o/:slug', pathname)?.params.slug;
  if (slug !== undefined) return `slug:${slug}`;
  return session.status === 'signed-in' && session.accessLevel === PARTICIPANT ? 'mine' : null;
};

const loadBrand = async (source: string): Promise<BrandState> => {
  try {
    const reply = source.startsWith('slug:')
      ? await call(api.api.org.branding.$get({ query: { slug: source.slice('slug:'.length) } }))
      : await call(api.api.org.mine.$get());
    return { status: 'branded', branding: reply.branding };
  } catch (error) {
    // An unknown slug says so; anything else leaves the page unbranded rather than broken.
    return error instanceof ApiError && error.status === 404 && source.startsWith('slug:')
      ? { status: 'unknown' }
      : NONE;
  }
};

/** Loads the brand the page asks for and wears its accent; inside the router and the session. */
export const BrandProvider = ({ children }: { children: ReactNode }) => {
  const source = useBrandSource();
  const [state, setState] = useState<{ source: string | null; brand: BrandState }>({
    source: null,
    brand: NONE,
  });
  useEffect(() => {
    if (source === null) return;
    let current = true;
    void loadBrand(source).then((brand) => {
      if (current) setState({ source, brand });
    });
    return () => {
      current = false;
    };
  }, [source]);
  const brand: BrandState =
    source === null ? NONE : state.source === source ? state.brand : { status: 'loading' };
  useAccent(brandingOf(brand)?.accentColour ?? null);
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
};
