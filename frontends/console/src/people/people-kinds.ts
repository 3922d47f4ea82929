import { GUIDE, type StaffLevel, SUPER_ADMIN } from '@vs/domain';
import { createElement, type ReactElement } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { PeopleNoun, PersonRole } from './people-messages.ts';
import type { PeopleList } from './user-search.ts';

export type { PersonRole } from './people-messages.ts';

/** What differs between the Guides and the Super-Admins screens (spec 2.12); everything else is shared. */
export interface PeopleKind {
  readonly list: PeopleList;
  readonly personRole: PersonRole;
  /** The access level the Add dialog registers. */
  readonly accessLevel: StaffLevel;
  readonly noun: PeopleNoun;
  readonly tableLabel: MessageDescriptor;
  readonly searchPlaceholder: MessageDescriptor;
  readonly empty: MessageDescriptor;
}

export const PEOPLE_KINDS = {
  guides: {
    list: 'facilitators',
    personRole: 'Guide',
    accessLevel: GUIDE,
    noun: 'guides',
    ...defineMessages({
      tableLabel: { id: 'console.people.guides.title', defaultMessage: 'Guides' },
      searchPlaceholder: {
        id: 'console.people.guides.searchPlaceholder',
        defaultMessage: 'Search for a guide',
      },
      empty: {
        id: 'console.people.guides.empty',
        defaultMessage: "No guides found. Please add a guide with the ''Add Guide'' button.",
      },
    }),
  },
  superadmins: {
    list: 'superadmins',
    personRole: 'Super-Admin',
    accessLevel: SUPER_ADMIN,
    noun: 'super-admins',
    ...defineMessages({
      tableLabel: { id: 'console.people.superAdmins.title', defaultMessage: 'Super-Admins' },
      searchPlaceholder: {
        id: 'console.people.superAdmins.searchPlaceholder',
        defaultMessage: 'Search for a super-admin',
      },
      empty: {
        id: 'console.people.superAdmins.empty',
        defaultMessage:
          "No super-admins found. Please add a super-admin with the ''Add Super-Admin'' button.",
      },
    }),
  },
} as const satisfies Record<'guides' | 'superadmins', PeopleKind>;

const { participantsEmpty } = defineMessages({
  participantsEmpty: {
    id: 'console.people.participants.empty',
    defaultMessage:
      "No participants found. Please add a participant with the ''Add Participant'' button or by doing it directly from an event on the ''Active Events'' tab.",
  },
});

/** The Participants screen's empty state (spec 2.11), in the viewer's language. */
export const PARTICIPANTS_EMPTY: ReactElement = createElement(FormattedMessage, {
  id: participantsEmpty.id,
  defaultMessage: participantsEmpty.defaultMessage,
});
