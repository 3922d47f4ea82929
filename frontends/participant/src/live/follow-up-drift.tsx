import { useQuery } from '@tanstack/react-query';
import { call } from '@vs/ui';
import { useId } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { useValueName } from '../i18n/value-names.ts';

const messages = defineMessages({
  heading: { id: 'live.followUps.heading', defaultMessage: 'Since the workshop' },
  point: {
    id: 'live.followUps.point',
    defaultMessage: 'Follow-up after {days, plural, one {# day} other {# days}}',
  },
  alignment: {
    id: 'live.followUps.alignment',
    defaultMessage: 'Alignment: {atWorkshop} % at the workshop, {atFollowUp} % at the follow-up',
  },
  note: { id: 'live.followUps.note', defaultMessage: 'What changed: {note}' },
  value: { id: 'live.followUps.value', defaultMessage: 'Value' },
  atWorkshop: { id: 'live.followUps.atWorkshop', defaultMessage: 'Workshop' },
  atFollowUp: { id: 'live.followUps.atFollowUp', defaultMessage: 'Follow-up' },
  change: { id: 'live.followUps.change', defaultMessage: 'Change' },
});
const m: Readonly<Record<keyof typeof messages, MessageDescriptor>> = messages;

const fetchDrift = async (uid: string) =>
  (await call(api.api.response.drift_byid.$get({ query: { uid } }))).points;

type DriftPoint = Awaited<ReturnType<typeof fetchDrift>>[number];

const PointDrift = ({ point }: { readonly point: DriftPoint }) => {
  const intl = useIntl();
  const valueName = useValueName();
  const id = useId();
  const percent = (n: number | null) => (n === null ? '–' : String(n));
  return (
    <section aria-labelledby={id} className="vs-follow-up-drift-point">
      <h3 id={id}>{intl.formatMessage(m.point, { days: point.days })}</h3>
      <p>
        {intl.formatMessage(m.alignment, {
          atWorkshop: percent(point.drift.alignmentThen),
          atFollowUp: percent(point.drift.alignmentNow),
        })}
      </p>
      {point.note === null ? null : <p>{intl.formatMessage(m.note, { note: point.note })}</p>}
      <table className="vs-follow-up-drift-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.value)}</th>
            <th scope="col">{intl.formatMessage(m.atWorkshop)}</th>
            <th scope="col">{intl.formatMessage(m.atFollowUp)}</th>
            <th scope="col">{intl.formatMessage(m.change)}</th>
          </tr>
        </thead>
        <tbody>
          {point.drift.values.map((value) => (
            <tr key={value.rank}>
              <th scope="row">{valueName(value.originalIndex, value.value)}</th>
              <td>{value.atWorkshop} %</td>
              <td>{value.atFollowUp} %</td>
              <td>{intl.formatNumber(value.change, { signDisplay: 'exceptZero' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};

/**
 * A participant's drift since the workshop (issue 39), under their live output and their pre-work's
 * completion page as a Guide sees them (`GET /api/response/drift_byid`): per answered follow-up, alignment then and now, the sentence,
 * and each value's "% lived" then and now. Nothing while none is answered.
 */
export const FollowUpDrift = ({ uid }: { readonly uid: string }) => {
  const intl = useIntl();
  const headingId = useId();
  const drift = useQuery({ queryKey: ['follow-up-drift', uid], queryFn: () => fetchDrift(uid) });
  useLoggedFailure('follow-up drift failed', drift.error);
  if (drift.data === undefined || drift.data.length === 0) return null;
  return (
    <section className="vs-follow-up-drift" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.heading)}</h2>
      {drift.data.map((point) => (
        <PointDrift key={`${point.eid} ${point.days}`} point={point} />
      ))}
    </section>
  );
};
