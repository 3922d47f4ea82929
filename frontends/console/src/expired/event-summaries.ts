import { call } from '@vs/ui';
import type { InferResponseType } from 'hono/client';
import { api } from '../api/client.ts';

type SummariesReply = InferResponseType<typeof api.api.event.summaries.$get>;

/** One row of an event table (GET /api/event/summaries): the event, its facilitator and participant count. */
export type EventSummaryRow = SummariesReply['events'][number];
export type ListedStatus = EventSummaryRow['status'];

/**
 * The query of one status's events, e.g. `['events', 'closed', 'all']` for the Expired Events
 * screen; narrowed by the server to one organisation when `orgId` is given.
 */
export const eventSummariesQuery = (status: ListedStatus, orgId: string | undefined) => ({
  queryKey: ['events', status, orgId ?? 'all'] as const,
  queryFn: async () =>
    (await call(api.api.event.summaries.$get({ query: { status, ...(orgId ? { orgId } : {}) } }))).events,
});
