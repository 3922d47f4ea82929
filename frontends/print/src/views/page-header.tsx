import { formatCalendarDate, type PrintDocument } from '@vs/domain';
import { useIntl } from 'react-intl';

interface PageHeaderProps {
  readonly document: PrintDocument;
  /** What kind of output this is, above the title. */
  readonly kicker: string;
  readonly title: string;
}

/** The organisation's logo, product, title, and whose output it is: participant, event and date. */
export const PageHeader = ({ document, kicker, title }: PageHeaderProps) => {
  const { participant, event } = document;
  const { locale } = useIntl();
  return (
    <header className="vs-header">
      {document.logo === undefined ? null : <img className="vs-logo" src={document.logo} alt="" />}
      <p className="vs-eyebrow">
        <span>{document.productTitle}</span>
        <span className="vs-eyebrow-kicker">{kicker}</span>
      </p>
      <h1 className="vs-title">{title}</h1>
      <p className="vs-subtitle">
        <span className="vs-name">
          {participant.forename} {participant.surname}
        </span>
        {event !== null && (
          <>
            <span className="vs-sep" aria-hidden="true">
              ·
            </span>
            <span>{event.eventName}</span>
            <span className="vs-sep" aria-hidden="true">
              ·
            </span>
            <time dateTime={event.eventDate} dir="auto">
              {formatCalendarDate(event.eventDate, locale)}
            </time>
          </>
        )}
      </p>
    </header>
  );
};
