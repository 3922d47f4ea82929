import {
  type ConsoleAppProps,
  ConsoleHome,
  ConsoleRoot,
  CountBadgeLabel,
  EventsScreen,
  ExpiredEventsScreen,
  FacilitatorAccount,
  OrganisationsScreen,
  ParticipantsScreen,
  PersonalEventPanel,
  PersonalEventStatus,
  TeamOutputScreen,
  useExpiredEvents,
  useOrganisations,
  usePersonalEvent,
} from '@vs/console';
import type { TabItem } from '@vs/ui';
import { useIntl } from 'react-intl';

/**
 * Spec 2.5: the Guide home and its tabs; a client admin (issue 33) also edits their organisation,
 * and their lists already hold its events and people (the server scopes them).
 */
const GuideHome = () => {
  const expired = useExpiredEvents();
  const personal = usePersonalEvent();
  const clientAdmin = useOrganisations().data?.some((o) => o.role === 'client_admin') ?? false;
  const intl = useIntl();
  const tabs: TabItem[] = [
    {
      value: 'events',
      label: intl.formatMessage({ id: 'console.guide.tabs.events', defaultMessage: 'Active Events' }),
      content: <EventsScreen accessLevel={1} />,
    },
    {
      value: 'participants',
      label: intl.formatMessage({ id: 'console.guide.tabs.participants', defaultMessage: 'Participants' }),
      content: <ParticipantsScreen accessLevel={1} />,
    },
    {
      value: 'removed',
      label: (
        <CountBadgeLabel
          label={intl.formatMessage({ id: 'console.guide.tabs.removed', defaultMessage: 'Removed Events' })}
          count={expired.data?.length ?? 0}
        />
      ),
      content: <ExpiredEventsScreen isFacilitator />,
    },
    {
      value: 'team-output',
      label: intl.formatMessage({ id: 'console.guide.tabs.teamOutput', defaultMessage: 'Team Output' }),
      content: <TeamOutputScreen />,
    },
    {
      value: 'account',
      label: intl.formatMessage({ id: 'console.guide.tabs.account', defaultMessage: 'Account' }),
      content: <FacilitatorAccount />,
    },
  ];
  if (clientAdmin)
    tabs.splice(tabs.length - 1, 0, {
      value: 'organisation',
      label: intl.formatMessage({ id: 'console.guide.tabs.organisation', defaultMessage: 'Organisation' }),
      content: <OrganisationsScreen provider={false} />,
    });
  if (personal.data)
    tabs.push({
      value: 'personal',
      label: intl.formatMessage({ id: 'console.guide.tabs.personal', defaultMessage: 'My Personal Event' }),
      content: <PersonalEventPanel />,
    });
  return (
    <ConsoleHome
      heading={intl.formatMessage({ id: 'console.guide.heading', defaultMessage: 'Guide Console' })}
      status={<PersonalEventStatus />}
      tabs={tabs}
    />
  );
};

/** The Guide remote's one exposed entry: the shell renders it as home for access level 1. */
const App = (_props: ConsoleAppProps) => (
  <ConsoleRoot>
    <GuideHome />
  </ConsoleRoot>
);

export default App;
