import { summariseProgress } from '@vs/domain';
import { Banner, messageOf, Select } from '@vs/ui';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { StreamState } from './progress-query.ts';
import { filterCounts, PROGRESS_FILTERS, type ProgressFilter, summaryText } from './progress-rows.ts';
import type { LiveProgress } from './use-live-progress.ts';

const FILTER_LABELS: Readonly<Record<ProgressFilter, MessageDescriptor>> = defineMessages({
  all: { id: 'console.events.progress.filter.all', defaultMessage: 'All participants ({count})' },
  idle: { id: 'console.events.progress.filter.idle', defaultMessage: 'Idle ({count})' },
  unfinished: {
    id: 'console.events.progress.filter.unfinished',
    defaultMessage: 'Pre-work not finished ({count})',
  },
});

const STREAM_TEXT: Readonly<Record<StreamState, MessageDescriptor>> = defineMessages({
  connecting: {
    id: 'console.events.progress.stream.connecting',
    defaultMessage: 'Connecting to live updates…',
  },
  live: { id: 'console.events.progress.stream.live', defaultMessage: 'Updating live' },
  reconnecting: {
    id: 'console.events.progress.stream.reconnecting',
    defaultMessage: 'Reconnecting to live updates…',
  },
  unavailable: {
    id: 'console.events.progress.stream.unavailable',
    defaultMessage: 'Live updates are unavailable: reload the page to refresh',
  },
});

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
  const intl = useIntl();
  const counts = filterCounts(progress.rows);
  return (
    <div className="vs-live-progress">
      <p className="vs-live-progress-stream" data-state={progress.stream}>
        <FormattedMessage {...STREAM_TEXT[progress.stream]} />
      </p>
      {progress.error ? <Banner tone="danger">{messageOf(progress.error, intl)}</Banner> : null}
      {progress.loaded ? (
        <>
          <p className="vs-live-progress-summary">
            {summaryText(intl, summariseProgress(progress.rows), progress.live)}
          </p>
          <Select
            label={intl.formatMessage({ id: 'console.events.progress.show', defaultMessage: 'Show' })}
            className="vs-live-progress-filter"
            value={filter}
            onChange={(event) => onFilter(event.target.value as ProgressFilter)}
            options={PROGRESS_FILTERS.map((value) => ({
              value,
              label: intl.formatMessage(FILTER_LABELS[value], { count: counts[value] }),
            }))}
          />
        </>
      ) : null}
    </div>
  );
};
