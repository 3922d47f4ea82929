import type { ImpactContent } from '../model/impact-document.ts';
import type { Logo, Organisation } from '../model/organisation.ts';
import type { PrintContent } from '../model/print-document.ts';

/** What branding needs of an organisation: its name and brand (null: none, as the default's). */
export type BrandSource = Pick<Organisation, 'name' | 'branding'> | null;

/**
 * The product's name where participants look: the organisation's own name when it hides the
 * product's, else the deployment's product title.
 */
export const brandedTitle = (productTitle: string, organisation: BrandSource): string =>
  organisation?.branding.hideProductName ? organisation.name : productTitle;

/** Whether participant-facing text must not name the product. */
export const hidesProductName = (organisation: BrandSource): boolean =>
  organisation?.branding.hideProductName ?? false;

const CHUNK = 0x8000;

/** A logo as a `data:` URI, for documents that may fetch nothing (the PDF's print HTML). */
export const logoDataUri = (logo: Logo): string => {
  let binary = '';
  for (let i = 0; i < logo.bytes.length; i += CHUNK)
    binary += String.fromCharCode(...logo.bytes.subarray(i, i + CHUNK));
  return `data:${logo.contentType};base64,${btoa(binary)}`;
};

/** What a PDF's header shows of its brand: the product's (or organisation's) name, and a logo. */
export interface PrintBrand {
  readonly productTitle: string;
  /** A `data:` URI (logoDataUri) in a PDF, the logo's address on the print page; absent: no logo. */
  readonly logo?: string;
}

/** The product title and logo of a participant's PDFs: their organisation's brand. */
export const printBrandOf = (productTitle: string, organisation: BrandSource): PrintBrand => {
  const logo = organisation?.branding.logo ?? null;
  return {
    productTitle: brandedTitle(productTitle, organisation),
    ...(logo === null ? {} : { logo: logoDataUri(logo) }),
  };
};

/**
 * A print document wearing its organisation's logo: a pdf job carries the content only (a logo is
 * up to 270 kB as a data: URI), and the worker reads the logo when it renders.
 */
export const withLogo = <T extends PrintContent | ImpactContent>(
  content: T,
  organisation: BrandSource,
): T & { readonly logo?: string } => {
  const logo = organisation?.branding.logo ?? null;
  return logo === null ? content : { ...content, logo: logoDataUri(logo) };
};
