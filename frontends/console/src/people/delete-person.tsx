import { ConfirmDialog } from '@vs/ui';
import type { PersonRole } from './people-kinds.ts';
import type { Person } from './user-search.ts';

/** Spec 2.12 / 5: the delete confirmation, word for word. */
const deleteConfirmationText = (person: Pick<Person, 'forename' | 'surname' | 'email'>): string =>
  `Please confirm you want to delete ${person.forename} ${person.surname} with email ${person.email} from the system. This cannot be undone.`;

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
}: DeletePersonConfirmProps) => (
  <ConfirmDialog
    open={open}
    destructive
    title={`Delete ${personRole}`}
    message={deleteConfirmationText(person)}
    confirmLabel="Delete"
    busy={busy}
    onConfirm={onConfirm}
    onCancel={onCancel}
  />
);
