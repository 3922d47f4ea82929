import { useQueryClient } from '@tanstack/react-query';
import { type StaffLevel, SUPER_ADMIN } from '@vs/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../api/current-user.ts';
import { AddParticipantDialog } from '../events/add-participant-dialog.tsx';
import { PeopleDirectory } from '../people/people-directory.tsx';
import { PARTICIPANTS_EMPTY } from '../people/people-kinds.ts';
import { PEOPLE_KEY } from '../people/user-search.ts';
import { UploadedParticipants } from './uploaded-participants.tsx';

/**
 * Spec 2.11: a Guide's participants (those of their events and those they created) or, for a
 * super-admin, everyone's; searched and paged on the server. Add Participant creates a new one
 * (no event); Edit opens Edit Participant. Super-admins also see uploaded participants.
 */
export const ParticipantsScreen = ({ accessLevel }: { readonly accessLevel: StaffLevel }) => {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  const self = useCurrentUser();
  return (
    <>
      <PeopleDirectory
        list="participants"
        title={intl.formatMessage({ id: 'console.participants.title', defaultMessage: 'Participants' })}
        noun="participants"
        personRole="Participant"
        searchPlaceholder={intl.formatMessage({
          id: 'console.participants.searchPlaceholder',
          defaultMessage: 'Search for a participant',
        })}
        addLabel={intl.formatMessage({ id: 'console.participants.add', defaultMessage: 'Add Participant' })}
        onAdd={() => setAdding(true)}
        empty={PARTICIPANTS_EMPTY}
        selfUid={self.data?.uid}
        canSetPasswords={accessLevel === SUPER_ADMIN}
      />
      {accessLevel === SUPER_ADMIN ? <UploadedParticipants /> : null}
      <AddParticipantDialog
        open={adding}
        onOpenChange={setAdding}
        onDone={() => void queryClient.invalidateQueries({ queryKey: PEOPLE_KEY })}
      />
    </>
  );
};
