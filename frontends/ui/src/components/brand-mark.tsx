import type { PublicBranding } from '@vs/domain';
import { orgLogoUrl } from '../api/org-logo-url.ts';

/** What a page's brand needs of an organisation's branding. */
export type BrandMarkBranding = Pick<PublicBranding, 'name' | 'slug' | 'logoVersion' | 'hideProductName'>;

/**
 * The header's brand (`PageHeader`): `title` (the product's, or the organisation's name where it
 * hides the product's), after the organisation's logo where it has one. The shell and the server's
 * first screen of a participant's home both draw it, so the app's header takes over unchanged.
 */
export const BrandMark = ({
  title,
  branding,
}: {
  readonly title: string;
  readonly branding: BrandMarkBranding | null;
}) => {
  const logo = branding === null ? null : orgLogoUrl(branding);
  return (
    <>
      {branding === null || logo === null ? null : (
        <img className="vs-brand-logo" src={logo} alt={branding.hideProductName ? '' : branding.name} />
      )}
      {title}
    </>
  );
};

/**
 * The accent tokens of ui.md for an organisation's accent (checked for AA contrast on white when
 * saved): the strong shade darker, the tint a wash of it on white.
 */
export const accentTokens = (accent: string): Record<string, string> => ({
  '--vs-accent': accent,
  '--vs-accent-strong': `color-mix(in srgb, ${accent} 78%, #000)`,
  '--vs-accent-tint': `color-mix(in srgb, ${accent} 10%, #fff)`,
});
