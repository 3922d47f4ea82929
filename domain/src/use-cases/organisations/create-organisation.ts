import { conflict } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { Actor } from '../../model/actor.ts';
import type { LanguageTag } from '../../model/language.ts';
import { NO_BRANDING, type Organisation } from '../../model/organisation.ts';
import { SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { checkOrgName, checkSlug } from '../../rules/organisation-details.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { type OrganisationView, organisationView } from './organisation-view.ts';

export interface CreateOrganisationInput {
  readonly name: string;
  readonly slug: string;
  /** The default language of the people its events bring in; none when absent. */
  readonly language?: LanguageTag | null;
}

/** A new client organisation, unbranded: super-admins only (the provider's staff). */
export const createOrganisation = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids'>,
  actor: Actor,
  input: CreateOrganisationInput,
): Promise<OrganisationView> => {
  requireLevel(actor, SUPER_ADMIN);
  const organisation: Organisation = {
    orgId: deps.ids.newId(),
    name: checkOrgName(input.name),
    slug: checkSlug(input.slug),
    branding: NO_BRANDING,
    retentionDays: null,
    language: input.language ?? null,
    createdAt: deps.clock.now(),
  };
  await deps.store.transaction(async (tx) => {
    // Checked first so a taken slug writes nothing; the insert still refuses one taken meanwhile.
    if (
      (await tx.organisations.findBySlug(organisation.slug)) !== null ||
      !(await tx.organisations.insert(organisation))
    )
      throw conflict('ORG.SLUG_TAKEN', {
        message: ERROR_MESSAGES.slugTaken,
        values: { slug: organisation.slug },
      });
    await recordAudit(tx, deps, byActor(actor), {
      action: 'org.created',
      target: { kind: 'org', id: organisation.orgId },
      orgId: organisation.orgId,
      details: { slug: organisation.slug },
    });
  });
  return organisationView(organisation, null);
};
