/**
 * @vs/console: the screens the Guide and super-admin remotes share (spec 2.7-2.14), each once.
 * A remote wraps its home in {@link ConsoleRoot} and composes the tabs it offers.
 *
 * @packageDocumentation
 */
export { FacilitatorAccount } from './account/facilitator-account.tsx';
export { useCurrentUser } from './api/current-user.ts';
export { AuditLogScreen } from './audit/audit-log-screen.tsx';
export { EventsScreen } from './events/events-screen.tsx';
export { useExpiredEvents } from './expired/expired-count.ts';
export { ExpiredEventsScreen } from './expired/expired-events-screen.tsx';
export { ConsoleHome } from './home/console-home.tsx';
export { type ConsoleAppProps, ConsoleRoot } from './home/console-root.tsx';
export { CountBadgeLabel } from './home/count-badge.tsx';
export { PersonalEventPanel, PersonalEventStatus, usePersonalEvent } from './home/personal-event.tsx';
export { useOrganisations } from './organisations/org-queries.ts';
export { OrganisationsScreen } from './organisations/organisations-screen.tsx';
export { ParticipantsScreen } from './participants/participants-screen.tsx';
export { PeopleScreen } from './people/people-screen.tsx';
export { TeamOutputScreen } from './team-output/team-output-screen.tsx';
