import { useQuery } from '@tanstack/react-query';
import { Button, call, downloadFile } from '@vs/ui';
import { useId, useState } from 'react';
import { api } from '../api/client.ts';
import { useReportLoadFailure, useShowFailure } from '../api/server-action.ts';

const fetchReport = async (eid: string) =>
  (await call(api.api.event.followup_report.$get({ query: { eid } }))).points;

type Point = Awaited<ReturnType<typeof fetchReport>>[number];

const pointText = (point: Point): string => {
  if (point.asked === 0) return 'not yet sent';
  const answered = `${point.answered} of ${point.asked} answered`;
  if (point.meanAlignmentChange === null) return answered;
  const change = point.meanAlignmentChange;
  return `${answered}, alignment ${change > 0 ? '+' : ''}${change} points on average`;
};

/**
 * Download impact report: the event's "Impact after N days" PDF (`GET
 * /api/event/followup_report_pdf`), saved under the name the server gives; busy while it is made,
 * a failure shows the server's message.
 */
const DownloadImpactButton = ({ eid }: { readonly eid: string }) => {
  const showFailure = useShowFailure();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/event/followup_report_pdf?${new URLSearchParams({ eid })}`, 'Impact.pdf');
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={download}>
      Download impact report
    </Button>
  );
};

/**
 * The event's follow-up points (issue 39) on its dashboard: per point, how many were asked and
 * answered (`GET /api/event/followup_report`; the alignment's mean change from 3 answers on), and
 * the impact report to download. Not shown for an event without follow-ups.
 */
export const FollowUpPoints = ({ eid, followUpDays }: { eid: string; followUpDays: readonly number[] }) => {
  const headingId = useId();
  const report = useQuery({
    queryKey: ['events', 'follow-up-report', eid],
    queryFn: () => fetchReport(eid),
    enabled: followUpDays.length > 0,
  });
  useReportLoadFailure(report.error);
  if (followUpDays.length === 0 || report.data === undefined) return null;
  return (
    <section className="vs-dashboard-follow-ups" aria-labelledby={headingId}>
      <h3 id={headingId}>Follow-ups</h3>
      <ul>
        {report.data.map((point) => (
          <li key={point.days}>
            After {point.days === 1 ? '1 day' : `${point.days} days`}: {pointText(point)}
          </li>
        ))}
      </ul>
      <DownloadImpactButton eid={eid} />
    </section>
  );
};
