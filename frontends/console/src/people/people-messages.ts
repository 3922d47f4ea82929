import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Who a dialog is about, as its title names them ('Edit Guide', 'Add Super-Admin'). */
export type PersonRole = 'Participant' | 'Guide' | 'Super-Admin';

/** What a people list is called in the page buttons' names and the loading and failure lines. */
export type PeopleNoun = 'participants' | 'guides' | 'super-admins';

/** The dialogs' titles, one whole phrase per role (a role is never put into a sentence). */
export const ROLE_TITLES: Readonly<Record<'add' | 'edit' | 'delete', Record<PersonRole, MessageDescriptor>>> =
  {
    add: defineMessages({
      Participant: { id: 'console.people.add.participant', defaultMessage: 'Add Participant' },
      Guide: { id: 'console.people.add.guide', defaultMessage: 'Add Guide' },
      'Super-Admin': { id: 'console.people.add.superAdmin', defaultMessage: 'Add Super-Admin' },
    }),
    edit: defineMessages({
      Participant: { id: 'console.people.edit.participant', defaultMessage: 'Edit Participant' },
      Guide: { id: 'console.people.edit.guide', defaultMessage: 'Edit Guide' },
      'Super-Admin': { id: 'console.people.edit.superAdmin', defaultMessage: 'Edit Super-Admin' },
    }),
    delete: defineMessages({
      Participant: { id: 'console.people.delete.participant', defaultMessage: 'Delete Participant' },
      Guide: { id: 'console.people.delete.guide', defaultMessage: 'Delete Guide' },
      'Super-Admin': { id: 'console.people.delete.superAdmin', defaultMessage: 'Delete Super-Admin' },
    }),
  };

/** A list's lines that name what it holds, one whole phrase per list. */
export const NOUN_LINES: Readonly<
  Record<'pages' | 'failed' | 'loading', Record<PeopleNoun, MessageDescriptor>>
> = {
  pages: defineMessages({
    participants: { id: 'console.people.pages.participants', defaultMessage: 'Pages of participants' },
    guides: { id: 'console.people.pages.guides', defaultMessage: 'Pages of guides' },
    'super-admins': { id: 'console.people.pages.superAdmins', defaultMessage: 'Pages of super-admins' },
  }),
  failed: defineMessages({
    participants: {
      id: 'console.people.failed.participants',
      defaultMessage: 'The participants could not be loaded.',
    },
    guides: { id: 'console.people.failed.guides', defaultMessage: 'The guides could not be loaded.' },
    'super-admins': {
      id: 'console.people.failed.superAdmins',
      defaultMessage: 'The super-admins could not be loaded.',
    },
  }),
  loading: defineMessages({
    participants: { id: 'console.people.loading.participants', defaultMessage: 'Loading participants' },
    guides: { id: 'console.people.loading.guides', defaultMessage: 'Loading guides' },
    'super-admins': { id: 'console.people.loading.superAdmins', defaultMessage: 'Loading super-admins' },
  }),
};
