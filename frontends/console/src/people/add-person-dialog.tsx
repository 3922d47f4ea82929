import type { StaffLevel } from '@vs/domain';
import { call, NO_DETAILS, type PersonDetails, PersonFields } from '@vs/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useRefreshingAction } from '../api/server-action.ts';
import { FormProblem } from './form-problem.tsx';
import { PASSWORD_HINT_MESSAGE } from './password-hint.ts';
import type { PersonRole } from './people-kinds.ts';
import { ROLE_TITLES } from './people-messages.ts';
import { PersonDialog } from './person-dialog.tsx';
import { PEOPLE_KEY } from './user-search.ts';

interface AddPersonDialogProps {
  /** 'Guide' or 'Super-Admin': the dialog's title is 'Add Guide' / 'Add Super-Admin'. */
  readonly personRole: PersonRole;
  readonly accessLevel: StaffLevel;
  readonly onClose: () => void;
}

/** Add Guide / Add Super-Admin (spec 2.12): First Name, Last Name, Email, Password, Save, Cancel. */
export const AddPersonDialog = ({ personRole, accessLevel, onClose }: AddPersonDialogProps) => {
  const intl = useIntl();
  const [details, setDetails] = useState<PersonDetails>(NO_DETAILS);
  const add = useRefreshingAction({
    send: () => call(api.api.auth.register.$post({ json: { accessLevel, ...details } })),
    refresh: [PEOPLE_KEY],
    onDone: onClose,
  });
  return (
    <PersonDialog
      title={intl.formatMessage(ROLE_TITLES.add[personRole])}
      saving={add.isPending}
      busy={add.isPending}
      onClose={onClose}
      onSave={() => add.mutate()}
    >
      <PersonFields
        details={details}
        onChange={setDetails}
        passwordLabel={intl.formatMessage({ id: 'console.people.password', defaultMessage: 'Password' })}
        passwordHint={intl.formatMessage(PASSWORD_HINT_MESSAGE)}
      />
      <FormProblem error={add.error} />
    </PersonDialog>
  );
};
