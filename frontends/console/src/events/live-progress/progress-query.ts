import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgressRow } from '@vs/domain';
import { call } from '@vs/ui';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';

/** Under 'events', so an event or membership change refetches it with the dashboard. */
const progressKey = (eid: string) => ['events', 'progress', eid] as const;

const fetchProgress = async (eid: string) => {
  const { participants, live, idleMinutes } = await call(api.api.event.progress.$get({ query: { eid } }));
  return { participants: participants as readonly ProgressRow[], live, idleMinutes };
};

/** What the progress view keeps of `GET /api/event/progress` (the summary is worked out here, as time passes). */
export type EventProgress = Awaited<ReturnType<typeof fetchProgress>>;

/** Whether the live updates are flowing, or the browser is reconnecting (EventSource does it by itself). */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'unavailable';

const parsed = <T>(event: Event): T => JSON.parse((event as MessageEvent<string>).data) as T;

/** One participant's new row in the cached progress: replaced in place, or added at the end. */
const withRow = (progress: EventProgress, row: ProgressRow): EventProgress => {
  const known = progress.participants.some((one) => one.uid === row.uid);
  return {
    ...progress,
    participants: known
      ? progress.participants.map((one) => (one.uid === row.uid ? row : one))
      : [...progress.participants, row],
  };
};

const withoutRow = (progress: EventProgress, uid: string): EventProgress => ({
  ...progress,
  participants: progress.participants.filter((one) => one.uid !== uid),
});

/** Keeps the cached progress of an event in step with its server-sent events. */
const followStream = (client: QueryClient, eid: string, source: EventSource): void => {
  const key = progressKey(eid);
  const update = (change: (progress: EventProgress) => EventProgress) =>
    client.setQueryData<EventProgress>(key, (current) => (current === undefined ? current : change(current)));
  source.addEventListener('snapshot', (event) => {
    const { participants, live, idleMinutes } = parsed<EventProgress>(event);
    client.setQueryData<EventProgress>(key, { participants, live, idleMinutes });
  });
  source.addEventListener('progress', (event) => update((progress) => withRow(progress, parsed(event))));
  source.addEventListener('removed', (event) =>
    update((progress) => withoutRow(progress, parsed<{ uid: string }>(event).uid)),
  );
};

/**
 * The progress of an event while its dashboard is open: loaded once (`GET /api/event/progress`),
 * then kept up to date by `GET /api/event/progress/stream`. Each (re)connection starts with a
 * snapshot, so nothing missed while away is lost. Without EventSource the loaded snapshot stays.
 */
export const useEventProgress = (eid: string) => {
  const client = useQueryClient();
  const [stream, setStream] = useState<StreamState>('connecting');
  const query = useQuery({ queryKey: progressKey(eid), queryFn: () => fetchProgress(eid) });
  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setStream('unavailable');
      return;
    }
    const source = new EventSource(`/api/event/progress/stream?${new URLSearchParams({ eid })}`, {
      withCredentials: true,
    });
    followStream(client, eid, source);
    source.addEventListener('open', () => setStream('live'));
    source.addEventListener('error', () =>
      setStream(source.readyState === EventSource.CLOSED ? 'unavailable' : 'reconnecting'),
    );
    return () => source.close();
  }, [client, eid]);
  return { ...query, stream };
};
