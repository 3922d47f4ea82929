import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './button.tsx';
import { PopupEcho } from './popup.tsx';
import { useReturnFocus } from './return-focus.ts';

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = {
  /** Whether the dialog shows; the caller owns this state and closes it after confirming. */
  open: boolean;
  /** The question, e.g. the spec's confirmation title. */
  title: ReactNode;
  /** The consequences in a sentence or two, exactly as the spec writes them. */
  message: ReactNode;
  /** The confirm button's label, e.g. 'Confirm Reset'. */
  confirmLabel: string;
  /** The cancel button's label. Default 'Cancel'. */
  cancelLabel?: string;
  /** Styles the confirm button as a destructive action. */
  destructive?: boolean;
  /** The confirmed action is running: the confirm button shows a spinner and both buttons wait. */
  busy?: boolean;
  /** The person confirmed. The dialog stays open until the caller sets `open` to false. */
  onConfirm: () => void;
  /** The person cancelled (the cancel button or Escape). */
  onCancel: () => void;
};

/**
 * Asks before an action (Radix alert dialog: focus starts on Cancel, so a stray Enter never
 * destroys anything; Escape cancels; focus returns where it was on close).
 *
 * @example
 * ```tsx
 * <ConfirmDialog open={asking} destructive title="Reset" message={RESET_TEXT}
 *   confirmLabel="Confirm Reset" busy={resetting}
 *   onConfirm={reset} onCancel={() => setAsking(false)} />
 * ```
 */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="vs-dialog-overlay" />
        <AlertDialog.Content className="vs-dialog vs-dialog-m" {...returnFocus}>
          <AlertDialog.Title className="vs-dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="vs-dialog-description">{message}</AlertDialog.Description>
          <div className="vs-dialog-actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel ?? <FormattedMessage id="ui.confirmDialog.cancel" defaultMessage="Cancel" />}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={destructive ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
          <PopupEcho />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};
