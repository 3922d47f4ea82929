import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../api/current-user.ts';
import { AddPersonDialog } from './add-person-dialog.tsx';
import { PeopleDirectory } from './people-directory.tsx';
import { PEOPLE_KINDS } from './people-kinds.ts';
import { ROLE_TITLES } from './people-messages.ts';

/**
 * Spec 2.12, for super-admins: the Guides or the Super-Admins screen (one layout; what differs is
 * in PEOPLE_KINDS): search, Add Guide / Add Super-Admin, and the list with Edit per row.
 */
export const PeopleScreen = ({ kind }: { readonly kind: 'guides' | 'superadmins' }) => {
  const { list, personRole, accessLevel, noun, tableLabel, searchPlaceholder, empty } = PEOPLE_KINDS[kind];
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const self = useCurrentUser();
  return (
    <>
      <PeopleDirectory
        list={list}
        title={intl.formatMessage(tableLabel)}
        noun={noun}
        personRole={personRole}
        searchPlaceholder={intl.formatMessage(searchPlaceholder)}
        addLabel={intl.formatMessage(ROLE_TITLES.add[personRole])}
        onAdd={() => setAdding(true)}
        empty={intl.formatMessage(empty)}
        selfUid={self.data?.uid}
        canSetPasswords
      />
      {adding ? (
        <AddPersonDialog personRole={personRole} accessLevel={accessLevel} onClose={() => setAdding(false)} />
      ) : null}
    </>
  );
};
