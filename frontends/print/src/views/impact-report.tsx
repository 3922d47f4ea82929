import {
  FOLLOW_UP_REPORT_MIN_RESPONDENTS,
  formatCalendarDate,
  type ImpactDocument,
  type ImpactPoint,
} from '@vs/domain';
import { type IntlShape, useIntl } from 'react-intl';
import { impactMessages as m } from './impact-messages.ts';

/** The report's title in the reader's language ('Impact after 90 days'). */
export const impactTitle = (intl: IntlShape, document: Pick<ImpactDocument, 'days'>): string =>
  intl.formatMessage(m.title, { days: document.days });

const signed = (intl: IntlShape, n: number): string =>
  intl.formatNumber(n, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });

/** One follow-up point: its response rate, the mean change of alignment, the values that moved. */
const PointSection = ({ point }: { readonly point: ImpactPoint }) => {
  const intl = useIntl();
  const minimum = FOLLOW_UP_REPORT_MIN_RESPONDENTS;
  return (
    <section className="vs-section vs-impact-point">
      <h2 className="vs-section-title">{intl.formatMessage(m.point, { days: point.days })}</h2>
      <p>
        {point.asked === 0
          ? intl.formatMessage(m.noneAsked)
          : intl.formatMessage(m.responseRate, {
              answered: point.answered,
              asked: point.asked,
              rate: point.answered / point.asked,
            })}
      </p>
      {point.meanAlignmentChange === null ? (
        point.asked === 0 ? null : (
          <p>{intl.formatMessage(m.tooFew, { minimum })}</p>
        )
      ) : (
        <>
          <p>{intl.formatMessage(m.alignment, { change: signed(intl, point.meanAlignmentChange) })}</p>
          {point.values.length === 0 ? (
            <p>{intl.formatMessage(m.noValues)}</p>
          ) : (
            <table className="vs-impact-table">
              <caption>{intl.formatMessage(m.valuesCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.value)}</th>
                  <th scope="col">{intl.formatMessage(m.respondents)}</th>
                  <th scope="col">{intl.formatMessage(m.meanChange)}</th>
                </tr>
              </thead>
              <tbody>
                {point.values.map((value) => (
                  <tr key={value.value}>
                    <th scope="row">{value.value}</th>
                    <td>{intl.formatNumber(value.respondents)}</td>
                    <td>{signed(intl, value.meanChange)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
};

/**
 * An event's "Impact after N days" report (issue 39): per follow-up point the response rate, the
 * mean change of alignment and the values that moved, no names (styles: printCss).
 */
export const ImpactReport = ({ document }: { readonly document: ImpactDocument }) => {
  const intl = useIntl();
  const { event } = document;
  return (
    <div className="vs-page vs-page-impact">
      <header className="vs-header">
        {document.logo === undefined ? null : <img className="vs-logo" src={document.logo} alt="" />}
        <p className="vs-eyebrow">
          <span>{document.productTitle}</span>
          <span className="vs-eyebrow-kicker">{intl.formatMessage(m.kicker)}</span>
        </p>
        <h1 className="vs-title">{impactTitle(intl, document)}</h1>
        <p className="vs-subtitle">
          <span>{event.eventName}</span>
          <span className="vs-sep" aria-hidden="true">
            ·
          </span>
          <time dateTime={event.eventDate} dir="auto">
            {formatCalendarDate(event.eventDate, intl.locale)}
          </time>
        </p>
      </header>
      <p className="vs-lead">{intl.formatMessage(m.lead, { minimum: FOLLOW_UP_REPORT_MIN_RESPONDENTS })}</p>
      {document.points.map((point) => (
        <PointSection key={point.days} point={point} />
      ))}
    </div>
  );
};
