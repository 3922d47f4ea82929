import { summariseProgress } from '@vs/domain';
import { Banner, messageOf, Select } from '@vs/ui';
import type { StreamState } from './progress-query.ts';
import { filterCounts, PROGRESS_FILTERS, type ProgressFilter, summaryText } from './progress-rows.ts';
import type { LiveProgress } from './use-live-progress.ts';

const FILTER_LABELS: Readonly<Record<ProgressFilter, string>> = {
  all: 'All participants',
  idle: 'Idle',
  unfinished: 'Pre-work not finished',
};

const STREAM_TEXT: Readonly<Record<StreamState, string>> = {
  connecting: 'Connecting to live updates…',
  live: 'Updating live',
  reconnecting: 'Reconnecting to live updates…',
  unavailable: 'Live updates are unavailable: reload the page to refresh',
};

/**
 * Above the participants (issue 14): whether live updates flow, the summary line ('3 of 5
 * finished pre-work · Agreement 1 · … · 1 idle') and the filter whose choices carry their counts.
 */
export const ProgressSummary = ({
  progress,
  filter,
  onFilter,
}: {
  progress: LiveProgress;
  filter: ProgressFilter;
  onFilter: (filter: ProgressFilter) => void;
}) => {
  const counts = filterCounts(progress.rows);
  return (
    <div className="vs-live-progress">
      <p className="vs-live-progress-stream" data-state={progress.stream}>
        {STREAM_TEXT[progress.stream]}
      </p>
      {progress.error ? <Banner tone="danger">{messageOf(progress.error)}</Banner> : null}
      {progress.loaded ? (
        <>
          <p className="vs-live-progress-summary">
            {summaryText(summariseProgress(progress.rows), progress.live)}
          </p>
          <Select
            label="Show"
            className="vs-live-progress-filter"
            value={filter}
            onChange={(event) => onFilter(event.target.value as ProgressFilter)}
            options={PROGRESS_FILTERS.map((value) => ({
              value,
              label: `${FILTER_LABELS[value]} (${counts[value]})`,
            }))}
          />
        </>
      ) : null}
    </div>
  );
};
