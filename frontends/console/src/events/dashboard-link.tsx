import { VisuallyHidden } from '@vs/ui';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** Where an event's dashboard is: its own page. */
export const dashboardPath = (eid: string): string => `/events/${encodeURIComponent(eid)}`;

/** 'Dashboard' (of the event, for screen readers), a link styled as a button to the event's page. */
export const DashboardLink = ({ eid, eventName }: { eid: string; eventName: string }) => (
  <Link className="vs-button vs-button-secondary" to={dashboardPath(eid)}>
    <FormattedMessage
      id="console.events.dashboardLink"
      defaultMessage="Dashboard<hidden> of {eventName}</hidden>"
      values={{ eventName, hidden: (words) => <VisuallyHidden>{words}</VisuallyHidden> }}
    />
  </Link>
);
