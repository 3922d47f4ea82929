import { forbidden } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import { GUIDE, SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { isClientAdminOf } from '../../rules/organisation-scope.ts';
import { type UsageMonth, usageByMonth, usagePeriod } from '../../rules/organisation-usage.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { todayOf } from '../shared/access.ts';
import { loadOrganisation } from './load-organisation.ts';

export interface OrgUsageInput {
  readonly orgId: string;
  /** The first day counted; by default the first of the month eleven months before `to`'s. */
  readonly from?: CalendarDate | undefined;
  /** The last day counted; by default today. */
  readonly to?: CalendarDate | undefined;
}

export interface OrgUsage {
  readonly orgId: string;
  readonly name: string;
  readonly slug: string;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  /** Every month from `from`'s to `to`'s, oldest first, empty ones included. */
  readonly months: readonly UsageMonth[];
}

export const USAGE_REFUSED_MESSAGE = defineMessage({
  id: 'error.organisation.usageRefused',
  defaultMessage: "Only the organisation's client admins see its usage",
});

/**
 * An organisation's usage per month of the event date (rules/organisation-usage.ts), for invoicing:
 * a super-admin's of any organisation, a client admin's of theirs. Someone outside the organisation
 * gets its 404; a plain Guide of it 403; participants 403. One query reads the counts.
 */
export const getOrgUsage = async (
  deps: Pick<Deps, 'store' | 'clock'>,
  actor: Actor,
  input: OrgUsageInput,
): Promise<OrgUsage> => {
  requireLevel(actor, GUIDE);
  const organisation = await loadOrganisation(deps.store, actor, input.orgId);
  if (actor.accessLevel !== SUPER_ADMIN && !isClientAdminOf(actor, organisation.orgId))
    throw forbidden(USAGE_REFUSED_MESSAGE);
  const { from, to } = usagePeriod(input, todayOf(deps.clock));
  const events = await deps.store.events.usage(organisation.orgId, from, to);
  return {
    orgId: organisation.orgId,
    name: organisation.name,
    slug: organisation.slug,
    from,
    to,
    months: usageByMonth(events, from, to),
  };
};
