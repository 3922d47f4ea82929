import {
  AuditLogScreen,
  type ConsoleAppProps,
  ConsoleHome,
  ConsoleRoot,
  CountBadgeLabel,
  EventsScreen,
  ExpiredEventsScreen,
  FacilitatorAccount,
  OrganisationsScreen,
  ParticipantsScreen,
  PeopleScreen,
  TeamOutputScreen,
  useExpiredEvents,
} from '@vs/console';

/** Spec 2.6: the super-admin home and its tabs. */
const AdminHome = () => {
  const expired = useExpiredEvents();
  return (
    <ConsoleHome
      heading="Super-Admin Console"
      tabs={[
        { value: 'events', label: 'Active Events', content: <EventsScreen accessLevel={2} /> },
        { value: 'participants', label: 'Participants', content: <ParticipantsScreen accessLevel={2} /> },
        { value: 'guides', label: 'Guides', content: <PeopleScreen kind="guides" /> },
        { value: 'super-admins', label: 'Super-Admins', content: <PeopleScreen kind="superadmins" /> },
        {
          value: 'expired',
          label: <CountBadgeLabel label="Expired Events" count={expired.data?.length ?? 0} noun="expired" />,
          content: <ExpiredEventsScreen isFacilitator={false} />,
        },
        { value: 'team-output', label: 'Team Output', content: <TeamOutputScreen /> },
        { value: 'organisations', label: 'Organisations', content: <OrganisationsScreen provider /> },
        { value: 'audit', label: 'Audit Log', content: <AuditLogScreen /> },
        { value: 'account', label: 'Account', content: <FacilitatorAccount /> },
      ]}
    />
  );
};

/** The super-admin remote's one exposed entry: the shell renders it as home for access level 2. */
const App = (_props: ConsoleAppProps) => (
  <ConsoleRoot>
    <AdminHome />
  </ConsoleRoot>
);

export default App;
