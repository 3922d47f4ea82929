import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DashboardParticipants, type DashboardViewer } from './dashboard-participants.tsx';
import type { EventView } from './event-view-query.ts';
import type { ProgressFilter } from './live-progress/progress-rows.ts';
import { ProgressSummary } from './live-progress/progress-summary.tsx';
import { useLiveProgress } from './live-progress/use-live-progress.ts';

/** 'Participants: 12 (3)' of spec 2.9, said in words: '12 participants · 3 with Meaningful Work'. */
const ParticipantCount = ({ event }: { event: EventView }) => (
  <FormattedMessage
    id="console.events.participants.count"
    defaultMessage="{count, plural, one {# participant} other {# participants}} · {mw, number} with Meaningful Work"
    values={{ count: event.participants.length, mw: event.mwParticipants }}
  />
);

/**
 * The live progress names the people the stream knows; when someone joins or leaves whom the
 * loaded event does not show that way, the event is read again (once per change of either list).
 */
const useRosterFollowsProgress = (event: EventView, progressUids: readonly string[], loaded: boolean) => {
  const client = useQueryClient();
  const roster = progressUids.toSorted().join(' ');
  const known = event.participants
    .map((participant) => participant.uid)
    .toSorted()
    .join(' ');
  useEffect(() => {
    if (loaded && roster !== known)
      void client.invalidateQueries({ queryKey: ['events', 'view', event.eid] });
  }, [client, event.eid, roster, known, loaded]);
};

/**
 * The dashboard's one participants table (spec 2.9, issue 14) under its heading: how many and how
 * many with Meaningful Work, the actions on the list (`actions`), whether live updates flow, the
 * progress summary and its filter.
 */
export const ParticipantsSection = ({
  event,
  viewer,
  actions,
}: {
  event: EventView;
  viewer: DashboardViewer | null;
  actions: ReactNode;
}) => {
  const headingId = useId();
  const progress = useLiveProgress(event.eid);
  const [filter, setFilter] = useState<ProgressFilter>('all');
  useRosterFollowsProgress(
    event,
    progress.rows.map((row) => row.uid),
    progress.loaded,
  );
  return (
    <section className="vs-event-section" aria-labelledby={headingId}>
      <div className="vs-event-section-head">
        <div>
          <h2 id={headingId}>
            <FormattedMessage id="console.events.participants.heading" defaultMessage="Participants" />
          </h2>
          <p className="vs-event-count">
            <ParticipantCount event={event} />
          </p>
        </div>
        <div className="vs-row-actions">{actions}</div>
      </div>
      <ProgressSummary progress={progress} filter={filter} onFilter={setFilter} />
      <DashboardParticipants event={event} viewer={viewer} progress={progress} filter={filter} />
    </section>
  );
};
