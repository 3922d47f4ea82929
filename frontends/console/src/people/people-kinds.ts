import { GUIDE, type StaffLevel, SUPER_ADMIN } from '@vs/domain';
import type { PeopleList } from './user-search.ts';

/** Who a dialog is about, as its title names them ('Edit Guide', 'Add Super-Admin'). */
export type PersonRole = 'Participant' | 'Guide' | 'Super-Admin';

/** What differs between the Guides and the Super-Admins screens (spec 2.12); everything else is shared. */
export interface PeopleKind {
  readonly list: PeopleList;
  readonly personRole: PersonRole;
  /** The access level the Add dialog registers. */
  readonly accessLevel: StaffLevel;
  readonly tableLabel: string;
  readonly searchPlaceholder: string;
  readonly empty: string;
}

export const PEOPLE_KINDS = {
  guides: {
    list: 'facilitators',
    personRole: 'Guide',
    accessLevel: GUIDE,
    tableLabel: 'Guides',
    searchPlaceholder: 'Search for a guide',
    empty: "No guides found. Please add a guide with the 'Add Guide' button.",
  },
  superadmins: {
    list: 'superadmins',
    personRole: 'Super-Admin',
    accessLevel: SUPER_ADMIN,
    tableLabel: 'Super-Admins',
    searchPlaceholder: 'Search for a super-admin',
    empty: "No super-admins found. Please add a super-admin with the 'Add Super-Admin' button.",
  },
} as const satisfies Record<'guides' | 'superadmins', PeopleKind>;

export const PARTICIPANTS_EMPTY =
  "No participants found. Please add a participant with the 'Add Participant' button or by doing it directly from an event on the 'Active Events' tab.";
