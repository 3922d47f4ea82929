import { type LogonEmailState, TEXT_LIMITS } from '@vs/domain';
import { Button, call, Dialog, TextArea } from '@vs/ui';
import { useState } from 'react';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { useRefreshAfterEventChange } from './event-view-query.ts';

/** Whom the logon email goes to, and where their last one stands (once asked for, it is a resend). */
export interface LogonEmailTarget {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly state: LogonEmailState;
}

const sendLogonEmail = ({ uid, emailBody }: { uid: string; emailBody: string }) =>
  call(
    api.api.event.send_email.$post({
      json: emailBody.trim() === '' ? { uid } : { uid, emailBody },
    }),
  );

/**
 * Spec 2.9, 4: confirms sending (or resending) one participant's logon email, with an optional
 * message that replaces the template body for this one email (the server's `emailBody`).
 */
export const SendLogonEmailDialog = ({
  target,
  onClose,
}: {
  /** The participant asked about; null keeps the dialog closed. */
  target: LogonEmailTarget | null;
  onClose: () => void;
}) => {
  const [message, setMessage] = useState('');
  const refresh = useRefreshAfterEventChange();
  const send = useServerAction(sendLogonEmail, async () => {
    await refresh();
    setMessage('');
    onClose();
  });
  const verb = target === null || target.state === 'not-sent' ? 'Send' : 'Resend';
  const close = () => {
    if (send.isPending) return;
    setMessage('');
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={`${verb} login email`}
      description={target ? `To ${target.name} (${target.email})` : undefined}
      actions={
        <>
          <Button variant="secondary" disabled={send.isPending} onClick={close}>
            Cancel
          </Button>
          <Button
            busy={send.isPending}
            onClick={() => target && send.mutate({ uid: target.uid, emailBody: message })}
          >
            {verb}
          </Button>
        </>
      }
    >
      <TextArea
        label="Message (optional)"
        maxLength={TEXT_LIMITS.emailBody}
        hint="Replaces the body of your email template for this one email. Leave it empty to send the template."
        rows={6}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
    </Dialog>
  );
};
