import type { OrganisationRow } from '../organisations/org-queries.ts';

export const ACME = '0a000000-0000-4000-8000-00000000000a';
export const BETA = '0b000000-0000-4000-8000-00000000000b';
export const DEFAULT = 'd3fa0175-0000-4000-8000-000000000000';

/** One organisation as GET /api/org/all gives it, unbranded, with the viewer's role. */
export const org = (
  orgId: string,
  name: string,
  slug: string,
  role: OrganisationRow['role'] = null,
): OrganisationRow => ({
  orgId,
  name,
  slug,
  branding: { hasLogo: false, accentColour: null, senderName: null, hideProductName: false },
  retentionDays: null,
  language: null,
  createdAt: '2026-06-01T09:00:00.000Z',
  role,
});

/** What a super-admin sees: Acme, Beta and the default organisation. */
export const ORGS = [
  org(ACME, 'Acme', 'acme'),
  org(BETA, 'Beta', 'beta'),
  org(DEFAULT, 'Default', 'default'),
];
