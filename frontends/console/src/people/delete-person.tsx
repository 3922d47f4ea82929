import { ConfirmDialog } from '@vs/ui';
import { useIntl } from 'react-intl';
import type { PersonRole } from './people-kinds.ts';
import { ROLE_TITLES } from './people-messages.ts';
import type { Person } from './user-search.ts';

interface DeletePersonConfirmProps {
  readonly person: Person;
  readonly personRole: PersonRole;
  readonly open: boolean;
  /** The deletion is running. */
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before a person is deleted; focus starts on Cancel. */
export const DeletePersonConfirm = ({
  person,
  personRole,
  open,
  busy,
  onConfirm,
  onCancel,
}: DeletePersonConfirmProps) => {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      destructive
      title={intl.formatMessage(ROLE_TITLES.delete[personRole])}
      // Spec 2.12 / 5: the delete confirmation, word for word.
      message={intl.formatMessage(
        {
          id: 'console.people.delete.confirm',
          defaultMessage:
            'Please confirm you want to delete {forename} {surname} with email {email} from the system. This cannot be undone.',
        },
        { forename: person.forename, surname: person.surname, email: person.email },
      )}
      confirmLabel={intl.formatMessage({
        id: 'console.people.delete.confirmLabel',
        defaultMessage: 'Delete',
      })}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
};
