import { call } from '@vs/ui';
import type { InferResponseType } from 'hono/client';
import { api } from '../api/client.ts';

type SummariesReply = InferResponseType<typeof api.api.event.summaries.$get>;

/** One row of an event table (GET /api/event/summaries): the event, its facilitator and participant count. */
export type EventSummaryRow = SummariesReply['events'][number];
export type ListedStatus = EventSummaryRow['status'];

/** The query of one status's events, e.g. `['events', 'closed']` for the Expired Events screen. */
export const eventSummariesQuery = (status: ListedStatus) => ({
  queryKey: ['events', status] as const,
  queryFn: async () => (await call(api.api.event.summaries.$get({ query: { status } }))).events,
});
