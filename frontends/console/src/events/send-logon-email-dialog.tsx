import { type LogonEmailState, TEXT_LIMITS } from '@vs/domain';
import { Button, call, Dialog, TextArea } from '@vs/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const [message, setMessage] = useState('');
  const refresh = useRefreshAfterEventChange();
  const send = useServerAction(sendLogonEmail, async () => {
    await refresh();
    setMessage('');
    onClose();
  });
  const resend = target !== null && target.state !== 'not-sent';
  const verb = resend
    ? intl.formatMessage({ id: 'console.events.logonEmail.resend', defaultMessage: 'Resend' })
    : intl.formatMessage({ id: 'console.events.logonEmail.send', defaultMessage: 'Send' });
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
      title={
        resend
          ? intl.formatMessage({
              id: 'console.events.logonEmail.resendTitle',
              defaultMessage: 'Resend login email',
            })
          : intl.formatMessage({
              id: 'console.events.logonEmail.sendTitle',
              defaultMessage: 'Send login email',
            })
      }
      description={
        target
          ? intl.formatMessage(
              { id: 'console.events.logonEmail.to', defaultMessage: 'To {name} ({email})' },
              { name: target.name, email: target.email },
            )
          : undefined
      }
      actions={
        <>
          <Button variant="secondary" disabled={send.isPending} onClick={close}>
            {intl.formatMessage({ id: 'console.events.logonEmail.cancel', defaultMessage: 'Cancel' })}
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
        label={intl.formatMessage({
          id: 'console.events.logonEmail.message',
          defaultMessage: 'Message (optional)',
        })}
        maxLength={TEXT_LIMITS.emailBody}
        hint={intl.formatMessage({
          id: 'console.events.logonEmail.messageHint',
          defaultMessage:
            'Replaces the body of your email template for this one email. Leave it empty to send the template.',
        })}
        rows={6}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
    </Dialog>
  );
};
