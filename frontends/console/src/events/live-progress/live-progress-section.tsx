import { summariseProgress } from '@vs/domain';
import { Banner, createColumnHelper, DataTable, messageOf, Select, Spinner } from '@vs/ui';
import { formatDistanceStrict } from 'date-fns';
import { useId, useMemo, useState } from 'react';
import { ParticipantProgress } from '../participant-progress.tsx';
import { type StreamState, useEventProgress } from './progress-query.ts';
import {
  filterCounts,
  filterRows,
  liveStepName,
  PROGRESS_FILTERS,
  type ProgressFilter,
  rowsAsOf,
  summaryText,
  type ViewRow,
} from './progress-rows.ts';
import { useNow } from './use-now.ts';

/**
 * How often relative times and idleness are worked out again: every 15 s, or more often when the
 * idle time is short (a quarter of it, at least every second).
 */
const clockTickMs = (idleMinutes: number | undefined): number =>
  Math.max(1000, Math.min(15_000, ((idleMinutes ?? 5) * 60_000) / 4));

const FILTER_LABELS: Readonly<Record<ProgressFilter, string>> = {
  all: 'All participants',
  idle: 'Idle',
  unfinished: 'Pre-work not finished',
};

const STREAM_TEXT: Readonly<Record<StreamState, string>> = {
  connecting: 'Connecting to live updates…',
  live: 'Updating live',
  reconnecting: 'Reconnecting to live updates…',
  unavailable: 'Live updates are unavailable: reopen the dashboard to refresh',
};

const LastActive = ({ at, now }: { at: string | null; now: Date }) => {
  if (at === null) return <span className="vs-live-progress-muted">Never</span>;
  const when = new Date(at);
  return (
    <time dateTime={at} title={when.toLocaleString()}>
      {formatDistanceStrict(when, now, { addSuffix: true })}
    </time>
  );
};

/**
 * Idle or active in words, with a mark besides (filled when active, hollow when idle) and a colour;
 * nobody is idle before the live session.
 */
const Activity = ({ row, live }: { row: ViewRow; live: boolean }) => {
  if (!live) return <span className="vs-live-progress-muted">Not live yet</span>;
  return (
    <span className="vs-live-progress-activity" data-idle={row.idle}>
      <span aria-hidden="true" className="vs-live-progress-dot" /> {row.idle ? 'Idle' : 'Active'}
    </span>
  );
};

const column = createColumnHelper<ViewRow>();

const columnsFor = (now: Date, live: boolean) => [
  column.accessor('name', { header: 'Name' }),
  column.accessor((row) => row.prework.filter(Boolean).length, {
    id: 'prework',
    header: 'Pre-work',
    cell: ({ row: { original } }) => <ParticipantProgress completed={original.prework} />,
  }),
  column.accessor((row) => row.liveStep ?? -1, {
    id: 'liveStep',
    header: 'Live step',
    cell: ({ row: { original } }) => liveStepName(original.liveStep),
  }),
  column.accessor((row) => (row.lastActiveAt === null ? 0 : Date.parse(row.lastActiveAt)), {
    id: 'lastActive',
    header: 'Last active',
    cell: ({ row: { original } }) => <LastActive at={original.lastActiveAt} now={now} />,
  }),
  column.accessor((row) => (row.idle ? 1 : 0), {
    id: 'activity',
    header: 'Activity',
    cell: ({ row: { original } }) => <Activity row={original} live={live} />,
  }),
];

/**
 * Who needs the Guide now: each participant's pre-work, live step, last activity and idleness,
 * with a summary line, a filter and sortable columns, kept up to date live while the dashboard is
 * open (issue 14).
 */
export const LiveProgressSection = ({ eid, eventName }: { eid: string; eventName: string }) => {
  const headingId = useId();
  const progress = useEventProgress(eid);
  const now = useNow(clockTickMs(progress.data?.idleMinutes));
  const [filter, setFilter] = useState<ProgressFilter>('all');
  const rows = useMemo(() => (progress.data ? rowsAsOf(progress.data, now) : []), [progress.data, now]);
  const live = progress.data?.live === true;
  const columns = useMemo(() => columnsFor(now, live), [now, live]);
  const counts = filterCounts(rows);
  return (
    <section className="vs-live-progress" aria-labelledby={headingId}>
      <div className="vs-live-progress-head">
        <h3 id={headingId}>Progress</h3>
        <p className="vs-live-progress-stream" data-state={progress.stream}>
          {STREAM_TEXT[progress.stream]}
        </p>
      </div>
      {progress.data ? (
        <>
          <p className="vs-live-progress-summary">{summaryText(summariseProgress(rows), live)}</p>
          <Select
            label="Show"
            className="vs-live-progress-filter"
            value={filter}
            onChange={(event) => setFilter(event.target.value as ProgressFilter)}
            options={PROGRESS_FILTERS.map((value) => ({
              value,
              label: `${FILTER_LABELS[value]} (${counts[value]})`,
            }))}
          />
          <DataTable
            label={`Progress of the participants of ${eventName}`}
            columns={columns}
            rows={filterRows(rows, filter)}
            rowId={(row) => row.uid}
            empty={rows.length === 0 ? 'No participants yet.' : 'No participant matches this filter.'}
            maxHeight="50vh"
          />
        </>
      ) : progress.isError ? (
        <Banner tone="danger">{messageOf(progress.error)}</Banner>
      ) : (
        <Spinner label="Loading progress" />
      )}
    </section>
  );
};
