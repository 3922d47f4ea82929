import type { PublicBranding } from '@vs/domain';

/**
 * An organisation's logo by its version (null without a logo): the API lets a cache keep that
 * address for good, and a new upload has a new one.
 */
export const orgLogoUrl = (branding: Pick<PublicBranding, 'slug' | 'logoVersion'>): string | null =>
  branding.logoVersion === null
    ? null
    : `/api/org/logo?slug=${encodeURIComponent(branding.slug)}&v=${encodeURIComponent(branding.logoVersion)}`;
