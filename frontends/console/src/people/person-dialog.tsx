import { Button, Dialog } from '@vs/ui';
import { type FormEvent, type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';

interface PersonDialogProps {
  readonly title: string;
  /** The form's save is running: Save shows busy. */
  readonly saving: boolean;
  /** Any of the dialog's calls is running (the save, a delete): Cancel and closing wait for it. */
  readonly busy: boolean;
  readonly onClose: () => void;
  /** Save, or Enter in a field. */
  readonly onSave: () => void;
  /** An action at the start of the action bar (Edit's Delete). */
  readonly startAction?: ReactNode;
  /** The form's fields. */
  readonly children: ReactNode;
  /** Inside the dialog, after the form (Edit's delete confirmation). */
  readonly afterForm?: ReactNode;
}

/**
 * The Add and Edit dialogs of a person (spec 2.11, 2.12): their fields in a form, and Cancel and
 * Save in the action bar. No client-side checks (spec 5): the server's message says what is wrong.
 */
export const PersonDialog = ({
  title,
  saving,
  busy,
  onClose,
  onSave,
  startAction,
  children,
  afterForm,
}: PersonDialogProps) => {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      actions={
        <>
          {startAction}
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            <FormattedMessage id="console.people.dialog.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form={formId} busy={saving} disabled={busy && !saving}>
            <FormattedMessage id="console.people.dialog.save" defaultMessage="Save" />
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {children}
      </form>
      {afterForm}
    </Dialog>
  );
};
