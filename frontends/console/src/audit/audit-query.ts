import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction } from '@vs/domain';
import { call } from '@vs/ui';
import type { InferResponseType } from 'hono/client';
import { api } from '../api/client.ts';
import { useOrgFilter } from '../organisations/org-filter.tsx';

/** One audit entry as GET /api/audit gives it. */
export type AuditEntryView = InferResponseType<typeof api.api.audit.$get>['entries'][number];

/** The Audit Log tab's filters, as typed (blank: no filter). */
export interface AuditFilters {
  /** An actor's email or user id. */
  readonly actor: string;
  /** Blank: any action. */
  readonly action: AuditAction | '';
  readonly target: string;
}

/** Entries per "Load more". */
export const AUDIT_PAGE_SIZE = 50;

const queryOf = (filters: AuditFilters, orgId: string | undefined, before: string | null) => {
  const actor = filters.actor.trim();
  const target = filters.target.trim();
  return {
    limit: String(AUDIT_PAGE_SIZE),
    ...(orgId === undefined ? {} : { orgId }),
    ...(before === null ? {} : { before }),
    ...(actor === '' ? {} : { actor }),
    ...(target === '' ? {} : { target }),
    ...(filters.action === '' ? {} : { action: filters.action }),
  };
};

/**
 * The audit log, newest first, filtered on the server: each "Load more" asks for the page after
 * the last entry shown (keyset, so a million entries page as fast as a hundred). While a new
 * filter loads, the entries shown stay. Of the organisation chosen in the console's head, if any.
 */
export const useAuditLog = (filters: AuditFilters) => {
  const { orgId } = useOrgFilter();
  return useInfiniteQuery({
    queryKey: ['audit', filters, orgId ?? 'all'],
    queryFn: ({ pageParam }) => call(api.api.audit.$get({ query: queryOf(filters, orgId, pageParam) })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
};
