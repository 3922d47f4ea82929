import { useQuery } from '@tanstack/react-query';
import { Button, call, downloadFile } from '@vs/ui';
import { useId, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useReportLoadFailure, useShowFailure } from '../api/server-action.ts';

const fetchReport = async (eid: string) =>
  (await call(api.api.event.followup_report.$get({ query: { eid } }))).points;

type Point = Awaited<ReturnType<typeof fetchReport>>[number];

const pointText = (intl: IntlShape, point: Point): string => {
  if (point.asked === 0)
    return intl.formatMessage(
      {
        id: 'console.events.followUps.notSent',
        defaultMessage: 'After {days, plural, one {# day} other {# days}}: not yet sent',
      },
      { days: point.days },
    );
  const counts = { days: point.days, answered: point.answered, asked: point.asked };
  if (point.meanAlignmentChange === null)
    return intl.formatMessage(
      {
        id: 'console.events.followUps.answered',
        defaultMessage: 'After {days, plural, one {# day} other {# days}}: {answered} of {asked} answered',
      },
      counts,
    );
  return intl.formatMessage(
    {
      id: 'console.events.followUps.alignment',
      defaultMessage:
        'After {days, plural, one {# day} other {# days}}: {answered} of {asked} answered, alignment {change} points on average',
    },
    { ...counts, change: intl.formatNumber(point.meanAlignmentChange, { signDisplay: 'exceptZero' }) },
  );
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
      <FormattedMessage
        id="console.events.followUps.downloadImpact"
        defaultMessage="Download impact report"
      />
    </Button>
  );
};

/**
 * The event's follow-up points (issue 39) on its dashboard: per point, how many were asked and
 * answered (`GET /api/event/followup_report`; the alignment's mean change from 3 answers on), and
 * the impact report to download. Not shown for an event without follow-ups.
 */
export const FollowUpPoints = ({ eid, followUpDays }: { eid: string; followUpDays: readonly number[] }) => {
  const intl = useIntl();
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
      <h3 id={headingId}>
        <FormattedMessage id="console.events.followUps.title" defaultMessage="Follow-ups" />
      </h3>
      <ul>
        {report.data.map((point) => (
          <li key={point.days}>{pointText(intl, point)}</li>
        ))}
      </ul>
      <DownloadImpactButton eid={eid} />
    </section>
  );
};
