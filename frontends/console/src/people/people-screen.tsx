import { useState } from 'react';
import { useCurrentUser } from '../api/current-user.ts';
import { AddPersonDialog } from './add-person-dialog.tsx';
import { PeopleDirectory } from './people-directory.tsx';
import { PEOPLE_KINDS } from './people-kinds.ts';

/**
 * Spec 2.12, for super-admins: the Guides or the Super-Admins screen (one layout; what differs is
 * in PEOPLE_KINDS): search, Add Guide / Add Super-Admin, and the list with Edit per row.
 */
export const PeopleScreen = ({ kind }: { readonly kind: 'guides' | 'superadmins' }) => {
  const { list, personRole, accessLevel, tableLabel, searchPlaceholder, empty } = PEOPLE_KINDS[kind];
  const [adding, setAdding] = useState(false);
  const self = useCurrentUser();
  return (
    <>
      <PeopleDirectory
        list={list}
        title={tableLabel}
        noun={tableLabel.toLowerCase()}
        personRole={personRole}
        searchPlaceholder={searchPlaceholder}
        addLabel={`Add ${personRole}`}
        onAdd={() => setAdding(true)}
        empty={empty}
        selfUid={self.data?.uid}
        canSetPasswords
      />
      {adding ? (
        <AddPersonDialog personRole={personRole} accessLevel={accessLevel} onClose={() => setAdding(false)} />
      ) : null}
    </>
  );
};
