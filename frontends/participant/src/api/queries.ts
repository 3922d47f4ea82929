import { queryOptions } from '@tanstack/react-query';
import type { ResponseLists } from '@vs/domain';
import { call } from '@vs/ui';
import { api } from './client.ts';

/**
 * The reads of the participant remote, one TanStack query each (spec 7). The reply types are the
 * server's, inferred through the typed client.
 */

/** Whose work is read or written: the signed-in user's own, or (a uid in the route) a participant's. */
export interface Target {
  readonly uid: string | undefined;
}

/** One's own work. */
export const OWN: Target = { uid: undefined };

/** Which values record: the pre-work's, or the live session's. */
export type ValuesRecord = 'prework' | 'live';

const whose = ({ uid }: Target): string => uid ?? 'self';

const fetchUser = async ({ uid }: Target) => {
  const reply =
    uid === undefined
      ? await call(api.api.user.info.$get())
      : await call(api.api.user.info_byid.$get({ query: { uid } }));
  return reply.user;
};

const fetchEvent = async ({ uid }: Target) => {
  const reply =
    uid === undefined
      ? await call(api.api.event.participant_event.$get())
      : await call(api.api.event.participant_event_byid.$get({ query: { uid } }));
  return reply.event;
};

const fetchValues = ({ uid }: Target, record: ValuesRecord) => {
  const prework = record === 'prework' ? 'true' : 'false';
  return uid === undefined
    ? call(api.api.response.participant.$get({ query: { prework } }))
    : call(api.api.response.participant_byid.$get({ query: { prework, uid } }));
};

const fetchMeaningfulWork = ({ uid }: Target) =>
  call(
    api.api.response.meaningfulwork.$get({
      query: uid === undefined ? { prework: 'false' } : { prework: 'false', uid },
    }),
  );

/** Valued vs lived of a participant's rated values (the live record, else rated pre-work). */
const fetchInsight = async (uid: string) => {
  const { alignment, neglected } = await call(
    api.api.response.insight_byid.$get({ query: { uid, prework: 'false' } }),
  );
  return { alignment, neglected };
};

/** GET /api/user/info (or info_byid): whose work it is, their Meaningful Work access and pre-work progress. */
export const userQuery = (target: Target) =>
  queryOptions({ queryKey: ['user', whose(target)], queryFn: () => fetchUser(target) });

/** GET /api/event/participant_event (or _byid): the event the person is in. */
export const eventQuery = (target: Target) =>
  queryOptions({ queryKey: ['event', whose(target)], queryFn: () => fetchEvent(target) });

/** GET /api/response/participant (or _byid): the pre-work or live values. */
export const valuesQuery = (target: Target, record: ValuesRecord) =>
  queryOptions({ queryKey: ['values', record, whose(target)], queryFn: () => fetchValues(target, record) });

/** GET /api/response/meaningfulwork: the saved sheet, its defaults from the values, and the event. */
export const meaningfulWorkQuery = (target: Target) =>
  queryOptions({ queryKey: ['meaningful-work', whose(target)], queryFn: () => fetchMeaningfulWork(target) });

/** GET /api/response/insight_byid: only the insight's fields are kept. */
export const insightQuery = (uid: string) =>
  queryOptions({ queryKey: ['insight', uid], queryFn: () => fetchInsight(uid) });

/** The branding of a participant's organisation, which their outputs wear. */
const fetchBrandingOf = async (uid: string) =>
  (await call(api.api.org.branding_of.$get({ query: { uid } }))).branding;

export const brandingOfQuery = (uid: string) =>
  queryOptions({ queryKey: ['branding-of', uid], queryFn: () => fetchBrandingOf(uid) });

export type ParticipantUser = Awaited<ReturnType<typeof fetchUser>>;
export type ParticipantEvent = Awaited<ReturnType<typeof fetchEvent>>;
export type ValuesReply = Awaited<ReturnType<typeof fetchValues>>;
export type MeaningfulWorkReply = Awaited<ReturnType<typeof fetchMeaningfulWork>>;

/** The lists of a values reply, in rank order: the values, their original indexes, definitions and percents. */
export type ValuesLists = Pick<ValuesReply, 'values' | 'originalIndexes' | 'descriptions' | 'percentLived'>;

/** A reply's lists as the domain holds them: each value with its original index. */
export const listsOf = (reply: ValuesLists): ResponseLists => ({
  values: reply.values.map((value, i) => ({ value, originalIndex: reply.originalIndexes[i] ?? -1 })),
  descriptions: reply.descriptions,
  percentLived: reply.percentLived,
});
