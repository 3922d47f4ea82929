import { PASSWORD_HINT } from '@vs/domain';
import { Button, Dialog } from '@vs/ui';
import { type FormEvent, useId, useState } from 'react';
import { api, call } from '../api/client.ts';
import { FormProblem } from './form-problem.tsx';
import type { PersonRole } from './people-kinds.ts';
import { NO_DETAILS, type PersonDetails, PersonFields } from './person-fields.tsx';
import { useReplyMutation } from './reply-mutation.ts';
import { PEOPLE_KEY } from './user-search.ts';

interface AddPersonDialogProps {
  /** 'Guide' or 'Super-Admin': the dialog's title is 'Add Guide' / 'Add Super-Admin'. */
  readonly personRole: PersonRole;
  readonly accessLevel: 1 | 2;
  readonly onClose: () => void;
}

/**
 * Add Guide / Add Super-Admin (spec 2.12): First Name, Last Name, Email, Password, Save, Cancel.
 * No client-side checks (spec 5): the server's message says what is missing.
 */
export const AddPersonDialog = ({ personRole, accessLevel, onClose }: AddPersonDialogProps) => {
  const formId = useId();
  const [details, setDetails] = useState<PersonDetails>(NO_DETAILS);
  const add = useReplyMutation({
    send: () => call(api.api.auth.register.$post({ json: { accessLevel, ...details } })),
    refresh: [PEOPLE_KEY],
    onDone: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !add.isPending) onClose();
      }}
      title={`Add ${personRole}`}
      actions={
        <>
          <Button variant="secondary" disabled={add.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={add.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <PersonFields
          details={details}
          onChange={setDetails}
          passwordLabel="Password"
          passwordHint={PASSWORD_HINT}
        />
        <FormProblem error={add.error} />
      </form>
    </Dialog>
  );
};
