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
import { useIntl } from 'react-intl';

/** Spec 2.6: the super-admin home and its tabs. */
const AdminHome = () => {
  const expired = useExpiredEvents();
  const intl = useIntl();
  return (
    <ConsoleHome
      heading={intl.formatMessage({ id: 'console.admin.heading', defaultMessage: 'Super-Admin Console' })}
      tabs={[
        {
          value: 'events',
          label: intl.formatMessage({ id: 'console.admin.tabs.events', defaultMessage: 'Active Events' }),
          content: <EventsScreen accessLevel={2} />,
        },
        {
          value: 'participants',
          label: intl.formatMessage({
            id: 'console.admin.tabs.participants',
            defaultMessage: 'Participants',
          }),
          content: <ParticipantsScreen accessLevel={2} />,
        },
        {
          value: 'guides',
          label: intl.formatMessage({ id: 'console.admin.tabs.guides', defaultMessage: 'Guides' }),
          content: <PeopleScreen kind="guides" />,
        },
        {
          value: 'super-admins',
          label: intl.formatMessage({ id: 'console.admin.tabs.superAdmins', defaultMessage: 'Super-Admins' }),
          content: <PeopleScreen kind="superadmins" />,
        },
        {
          value: 'expired',
          label: (
            <CountBadgeLabel
              label={intl.formatMessage({
                id: 'console.admin.tabs.expired',
                defaultMessage: 'Expired Events',
              })}
              count={expired.data?.length ?? 0}
            />
          ),
          content: <ExpiredEventsScreen isFacilitator={false} />,
        },
        {
          value: 'team-output',
          label: intl.formatMessage({ id: 'console.admin.tabs.teamOutput', defaultMessage: 'Team Output' }),
          content: <TeamOutputScreen />,
        },
        {
          value: 'organisations',
          label: intl.formatMessage({
            id: 'console.admin.tabs.organisations',
            defaultMessage: 'Organisations',
          }),
          content: <OrganisationsScreen provider />,
        },
        {
          value: 'audit',
          label: intl.formatMessage({ id: 'console.admin.tabs.audit', defaultMessage: 'Audit Log' }),
          content: <AuditLogScreen />,
        },
        {
          value: 'account',
          label: intl.formatMessage({ id: 'console.admin.tabs.account', defaultMessage: 'Account' }),
          content: <FacilitatorAccount />,
        },
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
