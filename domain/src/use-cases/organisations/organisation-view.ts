import type { LanguageTag } from '../../model/language.ts';
import type { Organisation, OrgRole } from '../../model/organisation.ts';

/** An organisation as the API shows it: the logo only said to exist (it has its own route). */
export interface OrganisationView {
  readonly orgId: string;
  readonly name: string;
  readonly slug: string;
  readonly branding: {
    readonly hasLogo: boolean;
    readonly accentColour: string | null;
    readonly senderName: string | null;
    readonly hideProductName: boolean;
  };
  readonly retentionDays: number | null;
  readonly language: LanguageTag | null;
  readonly createdAt: string;
  /** The viewer's role in it; null for a super-admin, who needs none. */
  readonly role: OrgRole | null;
}

export const organisationView = (organisation: Organisation, role: OrgRole | null): OrganisationView => ({
  orgId: organisation.orgId,
  name: organisation.name,
  slug: organisation.slug,
  branding: {
    hasLogo: organisation.branding.logo !== null,
    accentColour: organisation.branding.accentColour,
    senderName: organisation.branding.senderName,
    hideProductName: organisation.branding.hideProductName,
  },
  retentionDays: organisation.retentionDays,
  language: organisation.language,
  createdAt: organisation.createdAt.toISOString(),
  role,
});
