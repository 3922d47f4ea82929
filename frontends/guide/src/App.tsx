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

/**
 * Spec 2.5: the Guide home and its tabs; a client admin (issue 33) also edits their organisation,
 * and their lists already hold its events and people (the server scopes them).
 */
const GuideHome = () => {
  const expired = useExpiredEvents();
  const personal = usePersonalEvent();
  const clientAdmin = useOrganisations().data?.some((o) => o.role === 'client_admin') ?? false;
  const tabs: TabItem[] = [
    { value: 'events', label: 'Active Events', content: <EventsScreen accessLevel={1} /> },
    { value: 'participants', label: 'Participants', content: <ParticipantsScreen accessLevel={1} /> },
    {
      value: 'removed',
      label: <CountBadgeLabel label="Removed Events" count={expired.data?.length ?? 0} noun="expired" />,
      content: <ExpiredEventsScreen isFacilitator />,
    },
    { value: 'team-output', label: 'Team Output', content: <TeamOutputScreen /> },
    { value: 'account', label: 'Account', content: <FacilitatorAccount /> },
  ];
  if (clientAdmin)
    tabs.splice(tabs.length - 1, 0, {
      value: 'organisation',
      label: 'Organisation',
      content: <OrganisationsScreen provider={false} />,
    });
  if (personal.data)
    tabs.push({ value: 'personal', label: 'My Personal Event', content: <PersonalEventPanel /> });
  return <ConsoleHome heading="Guide Console" status={<PersonalEventStatus />} tabs={tabs} />;
};

/** The Guide remote's one exposed entry: the shell renders it as home for access level 1. */
const App = (_props: ConsoleAppProps) => (
  <ConsoleRoot>
    <GuideHome />
  </ConsoleRoot>
);

export default App;
