import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@vs/ui';
import type { InferResponseType } from 'hono/client';
import { api } from '../api/client.ts';

/** One organisation as GET /api/org/all gives it, with the viewer's role (null for a super-admin). */
export type OrganisationRow = InferResponseType<typeof api.api.org.all.$get>['organisations'][number];

/** One Guide of an organisation with their role there (GET /api/org/members). */
export type OrgMember = InferResponseType<typeof api.api.org.members.$get>['members'][number];

/** Every organisation query starts with 'orgs', so one invalidation refreshes them all. */
export const ORGS_KEY = ['orgs'] as const;

/** The organisations the signed-in person works in: every one for a super-admin. */
export const useOrganisations = () =>
  useQuery({
    queryKey: [...ORGS_KEY, 'all'],
    queryFn: async () => (await call(api.api.org.all.$get())).organisations,
    staleTime: 60_000,
  });

/** The Guides of one organisation (super-admins and its client admins). */
export const useOrgMembers = (orgId: string) =>
  useQuery({
    queryKey: [...ORGS_KEY, 'members', orgId],
    queryFn: async () => (await call(api.api.org.members.$get({ query: { orgId } }))).members,
  });

/** The fields of an organisation's form a refusal can be about. */
export type OrgField = 'name' | 'slug' | 'retentionDays' | 'accentColour' | 'senderName' | 'logo';

/**
 * Which field a refusal is about, read from its stable code (rules/organisation-details.ts), so it
 * shows by that field in any language; anything else shows under the form.
 */
const FIELD_OF_CODE: readonly (readonly [RegExp, OrgField])[] = [
  [/^ORG\.SLUG_/, 'slug'],
  [/^ORG\.NAME_/, 'name'],
  [/^ORG\.RETENTION_/, 'retentionDays'],
  [/^ORG\.ACCENT_/, 'accentColour'],
  [/^ORG\.SENDER_NAME_/, 'senderName'],
  [/^ORG\.LOGO_/, 'logo'],
];

export const orgFieldOf = (error: unknown): OrgField | null =>
  error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? (FIELD_OF_CODE.find(([pattern]) => pattern.test(error.code ?? ''))?.[1] ?? null)
    : null;
