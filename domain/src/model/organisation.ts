import type { LanguageTag } from './language.ts';

/**
 * A client organisation: one of the provider's client companies. Every event and participant
 * belongs to exactly one; Guides belong to one or more, with a role in each. An installation that
 * never creates one keeps everything in the default organisation and behaves as the spec says.
 */

export const ORG_ROLES = ['guide', 'client_admin'] as const;
/** A Guide's role in one organisation: `client_admin` also sees everyone else's work there. */
export type OrgRole = (typeof ORG_ROLES)[number];

/** The built-in organisation that holds whatever names no other (made by a migration, never deleted). */
export const DEFAULT_ORG_ID = 'd3fa0175-0000-4000-8000-000000000000';
export const DEFAULT_ORG_SLUG = 'default';

export const LOGO_TYPES = ['image/png', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export interface Logo {
  readonly contentType: LogoType;
  readonly bytes: Uint8Array;
  /** New at every upload (an id): pages ask for the logo by it, so a cache keeps each version for good. */
  readonly version: string;
}

/** How an organisation shows itself where its participants look. */
export interface Branding {
  /** Shown on its login page, participant screens, emails and participants' PDFs. */
  readonly logo: Logo | null;
  /** `#rrggbb`, checked for contrast against white when set. */
  readonly accentColour: string | null;
  /** The display name its emails are sent under; null: the deployment's sender name. */
  readonly senderName: string | null;
  /** No participant-facing page, title, email or PDF names the product. */
  readonly hideProductName: boolean;
}

export const NO_BRANDING: Branding = {
  logo: null,
  accentColour: null,
  senderName: null,
  hideProductName: false,
};

export interface Organisation {
  readonly orgId: string;
  readonly name: string;
  /** URL-safe and unique: `/o/<slug>` is its login page. */
  readonly slug: string;
  readonly branding: Branding;
  /** Days after close before its events are deleted; null: the deployment's RETENTION_DAYS. */
  readonly retentionDays: number | null;
  /** The default language of the people its events bring in: an event created without one takes it. */
  readonly language: LanguageTag | null;
  readonly createdAt: Date;
}

/**
 * An organisation as its pages show it: its logo named by type and version, without the bytes
 * (up to 200 KB), which only the logo's own route and the emails that embed it read.
 */
export interface OrganisationHeader extends Omit<Organisation, 'branding'> {
  readonly branding: Omit<Branding, 'logo'> & { readonly logo: Omit<Logo, 'bytes'> | null };
}

/** The organisation without its logo's bytes. */
export const headerOf = ({
  branding: { logo, ...branding },
  ...organisation
}: Organisation): OrganisationHeader => ({
  ...organisation,
  branding: {
    ...branding,
    logo: logo === null ? null : { contentType: logo.contentType, version: logo.version },
  },
});

/** A Guide's place in one organisation. */
export interface OrgMembership {
  readonly orgId: string;
  readonly role: OrgRole;
}

const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** Lists of organisations read by name (ignoring case and accents), then id. */
export const compareOrganisations = (a: Organisation, b: Organisation): number =>
  byName(a.name, b.name) || (a.orgId < b.orgId ? -1 : a.orgId > b.orgId ? 1 : 0);
