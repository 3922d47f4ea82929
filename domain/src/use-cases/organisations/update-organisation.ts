import { conflict, forbidden } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { Actor } from '../../model/actor.ts';
import type { LanguageTag } from '../../model/language.ts';
import type { Branding, Organisation } from '../../model/organisation.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { changedFields } from '../../rules/audit-log.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import {
  checkAccentColour,
  checkLogo,
  checkOrgName,
  checkRetentionDays,
  checkSenderName,
  checkSlug,
} from '../../rules/organisation-details.ts';
import { canUpdateOrg, roleIn } from '../../rules/organisation-scope.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { loadOrganisation } from './load-organisation.ts';
import { type OrganisationView, organisationView } from './organisation-view.ts';

/** Branding as changed: each part left out stays as it is; `null` clears it. */
export interface BrandingChange {
  readonly logo?: { readonly contentType: string; readonly bytes: Uint8Array } | null;
  readonly accentColour?: string | null;
  readonly senderName?: string | null;
  readonly hideProductName?: boolean;
}

export interface UpdateOrganisationInput {
  readonly orgId: string;
  readonly name?: string;
  readonly slug?: string;
  readonly branding?: BrandingChange;
  /** `null` returns the organisation to the deployment's retention. */
  readonly retentionDays?: number | null;
  /** The default language of the people its events bring in; `null` clears it. */
  readonly language?: LanguageTag | null;
}

export const ONLY_PROVIDER_MESSAGE = defineMessage({
  id: 'error.organisation.onlyProvider',
  defaultMessage: "Only the provider's super-admins can change an organisation's short name or retention",
});

/** The branding after a change; `newVersion` names an uploaded logo. */
const brandingAfter = (branding: Branding, change: BrandingChange, newVersion: () => string): Branding => ({
  logo:
    change.logo === undefined
      ? branding.logo
      : change.logo === null
        ? null
        : { ...checkLogo(change.logo.contentType, change.logo.bytes), version: newVersion() },
  accentColour:
    change.accentColour === undefined
      ? branding.accentColour
      : change.accentColour === null
        ? null
        : checkAccentColour(change.accentColour),
  senderName:
    change.senderName === undefined
      ? branding.senderName
      : change.senderName === null
        ? null
        : checkSenderName(change.senderName),
  hideProductName: change.hideProductName ?? branding.hideProductName,
});

/**
 * Changes an organisation: its name and branding by a super-admin or one of its client admins, its
 * slug and retention by a super-admin only. Every part is checked before anything is written.
 */
export const updateOrganisation = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids'>,
  actor: Actor,
  input: UpdateOrganisationInput,
): Promise<OrganisationView> => {
  requireLevel(actor, GUIDE);
  return deps.store.transaction(async (tx) => {
    const before = await loadOrganisation(tx, actor, input.orgId);
    // A slug or retention sent as it already is changes nothing: a client admin's full form may carry them.
    const changes = {
      slug:
        input.slug === undefined || input.slug.trim().toLowerCase() === before.slug ? undefined : input.slug,
      retentionDays: input.retentionDays === before.retentionDays ? undefined : input.retentionDays,
    };
    if (!canUpdateOrg(actor, before.orgId, changes)) {
      throw roleIn(actor, before.orgId) === 'client_admin' ? forbidden(ONLY_PROVIDER_MESSAGE) : forbidden();
    }
    const after: Organisation = {
      ...before,
      name: input.name === undefined ? before.name : checkOrgName(input.name),
      slug:
        input.slug === undefined
          ? before.slug
          : before.slug === input.slug
            ? before.slug
            : checkSlug(input.slug),
      branding: brandingAfter(before.branding, input.branding ?? {}, () => deps.ids.newId()),
      retentionDays:
        input.retentionDays === undefined
          ? before.retentionDays
          : input.retentionDays === null
            ? null
            : checkRetentionDays(input.retentionDays),
      language: input.language === undefined ? before.language : input.language,
    };
    if (!(await tx.organisations.update(after)))
      throw conflict('ORG.SLUG_TAKEN', { message: ERROR_MESSAGES.slugTaken, values: { slug: after.slug } });
    const fields = [
      ...changedFields(before, after, ['name', 'slug', 'retentionDays', 'language']),
      ...changedFields(before.branding, after.branding, [
        'accentColour',
        'senderName',
        'hideProductName',
      ]).map((field) => `branding.${field}`),
      ...(input.branding?.logo === undefined ? [] : ['branding.logo']),
    ];
    await recordAudit(tx, deps, byActor(actor), {
      action: 'org.updated',
      target: { kind: 'org', id: after.orgId },
      orgId: after.orgId,
      details: { fields },
    });
    return organisationView(after, roleIn(actor, after.orgId));
  });
};
