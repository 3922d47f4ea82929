import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@vs/ui';
import type { InferResponseType } from 'hono/client';
import { api } from '../api/client.ts';

/** The three searchable people lists (spec 7: GET /api/user/participants|facilitators|superadmins). */
export type PeopleList = 'participants' | 'facilitators' | 'superadmins';

/** One person as the lists give them (never a password). */
export type Person = InferResponseType<typeof api.api.user.participants.$get>['users'][number];

/** Rows per page of a people list. */
export const PAGE_SIZE = 50;

/** The query key every people list shares, so one invalidation refreshes them all after a write. */
export const PEOPLE_KEY = ['people'] as const;

interface ListQuery {
  readonly q?: string;
  readonly offset: string;
  readonly limit: string;
  /** Participants and Guides: of this organisation. */
  readonly orgId?: string;
}

const LIST_CALLS = {
  participants: (query: ListQuery) => call(api.api.user.participants.$get({ query })),
  facilitators: (query: ListQuery) => call(api.api.user.facilitators.$get({ query })),
  superadmins: (query: ListQuery) => call(api.api.user.superadmins.$get({ query })),
} satisfies Record<PeopleList, (query: ListQuery) => Promise<{ users: Person[]; total: number }>>;

/**
 * One page of a people list, searched on the server (first name, last name or email; every term
 * must match) so 100,000 participants never reach the browser at once, and narrowed to the
 * members of one organisation when `orgId` is given. While the next page or search loads, the
 * previous page stays on screen.
 */
export const usePeoplePage = (list: PeopleList, search: string, offset: number, orgId?: string) =>
  useQuery({
    queryKey: [...PEOPLE_KEY, list, search, offset, orgId ?? 'all'],
    queryFn: () => {
      const q = search.trim();
      return LIST_CALLS[list]({
        ...(q === '' ? {} : { q }),
        offset: String(offset),
        limit: String(PAGE_SIZE),
        ...(orgId === undefined ? {} : { orgId }),
      });
    },
    placeholderData: keepPreviousData,
  });
