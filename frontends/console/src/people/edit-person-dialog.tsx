import { PASSWORD_HINT, TEXT_LIMITS } from '@vs/domain';
import {
  Button,
  Checkbox,
  call,
  PersonalDataButton,
  type PersonDetails,
  PersonFields,
  TextField,
  VisuallyHidden,
} from '@vs/ui';
import { useState } from 'react';
import { api } from '../api/client.ts';
import { useRefreshingAction } from '../api/server-action.ts';
import { DeletePersonConfirm } from './delete-person.tsx';
import { FormProblem } from './form-problem.tsx';
import type { PersonRole } from './people-kinds.ts';
import { PersonDialog } from './person-dialog.tsx';
import { PEOPLE_KEY, type Person } from './user-search.ts';

/** A Guide's settings that only the super-admin's Edit Guide dialog changes (spec 2.12). */
interface GuideSettings {
  readonly portalLink: string;
  readonly mwEnabled: boolean;
}

/**
 * PUT /api/user/update's body: the password only when one was typed (spec 3), the portal link
 * and Meaningful Work access only for a Guide.
 */
const updateBodyOf = (uid: string, details: PersonDetails, guide: GuideSettings | null) => ({
  uid,
  forename: details.forename,
  surname: details.surname,
  email: details.email,
  ...(details.password === '' ? {} : { password: details.password }),
  ...(guide ?? {}),
});

interface EditPersonDialogProps {
  readonly person: Person;
  readonly personRole: PersonRole;
  /** Whether the viewer may set this person's password (super-admins only). */
  readonly canSetPassword: boolean;
  readonly onClose: () => void;
  /** After the person was deleted (the dialog is done too). */
  readonly onDeleted: () => void;
}

/**
 * Edit Participant / Edit Guide / Edit Super-Admin (spec 2.11, 2.12): names, email, an optional
 * new password (offered to super-admins only: a Guide sends a logon email instead), and for a Guide the portal link and 'Enable Meaningful Work'; Save, Delete (after
 * the spec's confirmation) and Cancel. 'Export personal data' downloads everything held about the
 * person (GDPR article 15) to whoever may edit them. The server decides who may edit whom and says so.
 */
export const EditPersonDialog = ({
  person,
  personRole,
  canSetPassword,
  onClose,
  onDeleted,
}: EditPersonDialogProps) => {
  const [details, setDetails] = useState<PersonDetails>({
    forename: person.forename,
    surname: person.surname,
    email: person.email,
    password: '',
  });
  const [guide, setGuide] = useState<GuideSettings | null>(
    personRole === 'Guide' ? { portalLink: person.portal_link, mwEnabled: person.mwEnabled } : null,
  );
  const [confirming, setConfirming] = useState(false);
  const save = useRefreshingAction({
    send: () => call(api.api.user.update.$put({ json: updateBodyOf(person.uid, details, guide) })),
    refresh: [PEOPLE_KEY],
    onDone: onClose,
  });
  const remove = useRefreshingAction({
    send: () => call(api.api.user.delete.$delete({ json: { uid: person.uid } })),
    refresh: [PEOPLE_KEY],
    onDone: onDeleted,
  });
  const busy = save.isPending || remove.isPending;

  const confirmDelete = () => {
    save.reset();
    remove.mutate(undefined, { onError: () => setConfirming(false) });
  };

  return (
    <PersonDialog
      title={`Edit ${personRole}`}
      saving={save.isPending}
      busy={busy}
      onClose={onClose}
      onSave={() => {
        remove.reset();
        save.mutate();
      }}
      startAction={
        <Button
          variant="danger"
          className="vs-dialog-action-start"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          Delete
        </Button>
      }
      afterForm={
        <>
          <PersonalDataButton
            uid={person.uid}
            fallbackName={`${person.forename}_${person.surname}-personal-data.json`}
          >
            Export personal data<VisuallyHidden>{` of ${person.forename} ${person.surname}`}</VisuallyHidden>
          </PersonalDataButton>
          <DeletePersonConfirm
            person={person}
            personRole={personRole}
            open={confirming}
            busy={remove.isPending}
            onConfirm={confirmDelete}
            onCancel={() => setConfirming(false)}
          />
        </>
      }
    >
      <PersonFields
        details={details}
        onChange={setDetails}
        passwordLabel={canSetPassword ? 'New Password' : undefined}
        passwordHint={`Leave blank to keep the current password. ${PASSWORD_HINT}`}
      />
      {guide ? (
        <>
          <TextField
            label="Portal Link"
            maxLength={TEXT_LIMITS.portalLink}
            type="url"
            autoComplete="off"
            hint="The web address of this Guide's portal, starting with https://"
            value={guide.portalLink}
            onChange={(event) => setGuide({ ...guide, portalLink: event.target.value })}
          />
          <Checkbox
            label="Enable Meaningful Work"
            checked={guide.mwEnabled}
            onChange={(event) => setGuide({ ...guide, mwEnabled: event.target.checked })}
          />
        </>
      ) : null}
      <FormProblem error={save.error ?? remove.error} />
    </PersonDialog>
  );
};
