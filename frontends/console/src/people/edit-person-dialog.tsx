import { TEXT_LIMITS } from '@vs/domain';
import {
  Button,
  Checkbox,
  call,
  PersonalDataButton,
  type PersonDetails,
  PersonFields,
  TextField,
} from '@vs/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useRefreshingAction } from '../api/server-action.ts';
import { hiddenWords } from '../shared/hidden-words.tsx';
import { DeletePersonConfirm } from './delete-person.tsx';
import { FormProblem } from './form-problem.tsx';
import type { PersonRole } from './people-kinds.ts';
import { ROLE_TITLES } from './people-messages.ts';
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
  const intl = useIntl();
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
      title={intl.formatMessage(ROLE_TITLES.edit[personRole])}
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
          <FormattedMessage id="console.people.edit.delete" defaultMessage="Delete" />
        </Button>
      }
      afterForm={
        <>
          <PersonalDataButton
            uid={person.uid}
            fallbackName={`${person.forename}_${person.surname}-personal-data.json`}
          >
            <FormattedMessage
              id="console.people.edit.exportData"
              defaultMessage="Export personal data<hidden> of {forename} {surname}</hidden>"
              values={{
                forename: person.forename,
                surname: person.surname,
                hidden: hiddenWords,
              }}
            />
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
        passwordLabel={
          canSetPassword
            ? intl.formatMessage({ id: 'console.people.edit.newPassword', defaultMessage: 'New Password' })
            : undefined
        }
        passwordHint={intl.formatMessage({
          id: 'console.people.edit.passwordHint',
          defaultMessage:
            'Leave blank to keep the current password. Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters',
        })}
      />
      {guide ? (
        <>
          <TextField
            label={intl.formatMessage({
              id: 'console.people.edit.portalLink',
              defaultMessage: 'Portal Link',
            })}
            maxLength={TEXT_LIMITS.portalLink}
            type="url"
            autoComplete="off"
            hint={intl.formatMessage({
              id: 'console.people.edit.portalLinkHint',
              defaultMessage: "The web address of this Guide's portal, starting with https://",
            })}
            value={guide.portalLink}
            onChange={(event) => setGuide({ ...guide, portalLink: event.target.value })}
          />
          <Checkbox
            label={intl.formatMessage({
              id: 'console.people.edit.mw',
              defaultMessage: 'Enable Meaningful Work',
            })}
            checked={guide.mwEnabled}
            onChange={(event) => setGuide({ ...guide, mwEnabled: event.target.checked })}
          />
        </>
      ) : null}
      <FormProblem error={save.error ?? remove.error} />
    </PersonDialog>
  );
};
