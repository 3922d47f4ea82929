import { type TabItem, Tabs } from '@vs/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useMatch, useSearchParams } from 'react-router-dom';
import { EventDashboard } from '../events/event-dashboard.tsx';
import { OrgSwitch } from '../organisations/org-filter.tsx';

/**
 * A console home (spec 2.5, 2.6): a heading, an optional status line, and the tabs. The open tab is
 * kept in the address (`/?tab=participants`), so a reload or the back button returns to it. Whoever
 * sees several organisations chooses one here, and the events, participants, Guides, team output
 * and audit log show its own only. At `/events/<eid>` it is an event's dashboard page instead.
 */
export const ConsoleHome = ({
  heading,
  status,
  tabs,
}: {
  heading: string;
  status?: ReactNode;
  tabs: readonly TabItem[];
}) => {
  const eventPage = useMatch('/events/:eid');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const open = tabs.some((tab) => tab.value === requested) ? (requested as string) : tabs[0]?.value;
  const eid = eventPage?.params.eid;
  if (eid !== undefined)
    return (
      <div className="vs-console">
        <EventDashboard eid={eid} />
      </div>
    );
  return (
    <section className="vs-console" aria-labelledby="vs-console-title">
      <div className="vs-console-head">
        <h1 id="vs-console-title">{heading}</h1>
        <div className="vs-console-head-actions">
          <OrgSwitch />
          {status}
          <Link to="/register" className="vs-button vs-button-secondary">
            <FormattedMessage id="console.home.registerUser" defaultMessage="Register A User" />
          </Link>
        </div>
      </div>
      <Tabs
        label={heading}
        tabs={tabs}
        {...(open === undefined ? {} : { value: open })}
        onValueChange={(value) =>
          setParams(value === tabs[0]?.value ? {} : { tab: value }, { replace: false })
        }
      />
    </section>
  );
};
