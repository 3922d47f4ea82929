export {
  type AddOrgMemberByEmailInput,
  addOrgMemberByEmail,
  EMAIL_NOT_FOR_A_GUIDE_MESSAGE,
  MEMBER_ADDED_MESSAGE,
} from './add-org-member-by-email.ts';
export {
  type AddOrgMemberInput,
  addOrgMember,
  type MemberRef,
  type RemoveOrgMemberInput,
  removeOrgMember,
} from './change-org-member.ts';
export { ORG_NOT_FOUND } from './choose-org.ts';
export { type CreateOrganisationInput, createOrganisation } from './create-organisation.ts';
export { getOrgUsage, type OrgUsage, type OrgUsageInput, USAGE_REFUSED_MESSAGE } from './get-org-usage.ts';
export { getSsoSettings } from './get-sso-settings.ts';
export { listOrgMembers, type OrgMemberView } from './list-org-members.ts';
export { listOrganisations } from './list-organisations.ts';
export type { OrganisationView } from './organisation-view.ts';
export {
  getBrandingOf,
  getOrgLogo,
  getOwnBranding,
  getPublicBranding,
  headerBrandingOf,
  type PublicBranding,
} from './public-branding.ts';
export type { SsoSettingsView } from './sso-settings-view.ts';
export {
  type BrandingChange,
  type UpdateOrganisationInput,
  updateOrganisation,
} from './update-organisation.ts';
export {
  FROM_ENVIRONMENT_MESSAGE,
  type UpdateSsoSettingsInput,
  updateSsoSettings,
} from './update-sso-settings.ts';
