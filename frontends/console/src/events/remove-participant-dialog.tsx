import { ConfirmDialog, call } from '@vs/ui';
import { useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { useRefreshAfterEventChange } from './event-view-query.ts';

/** Whom to take out of the event. */
export interface RemovalTarget {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
}

const removeParticipant = (input: { uid: string; eid: string }) =>
  call(api.api.event.remove_participant.$put({ json: input }));

/** Spec 2.9: Remove asks first, then `PUT /api/event/remove_participant { uid, eid }`. */
export const RemoveParticipantDialog = ({
  eid,
  eventName,
  target,
  onClose,
}: {
  eid: string;
  eventName: string;
  /** The participant asked about; null keeps the dialog closed. */
  target: RemovalTarget | null;
  onClose: () => void;
}) => {
  const intl = useIntl();
  const refresh = useRefreshAfterEventChange();
  const remove = useServerAction(removeParticipant, async () => {
    await refresh();
    onClose();
  });
  return (
    <ConfirmDialog
      open={target !== null}
      destructive
      title={intl.formatMessage({
        id: 'console.events.removeParticipant.title',
        defaultMessage: 'Remove Participant',
      })}
      message={
        target
          ? // The removal's confirmation text (the spec gives none): whom, from which event, and what stays.
            intl.formatMessage(
              {
                id: 'console.events.removeParticipant.question',
                defaultMessage:
                  'Remove {name} ({email}) from {eventName}? Their account and their work stay, and they can be added to another event.',
              },
              { name: target.name, email: target.email, eventName },
            )
          : ''
      }
      confirmLabel={intl.formatMessage({
        id: 'console.events.removeParticipant.confirm',
        defaultMessage: 'Remove',
      })}
      busy={remove.isPending}
      onConfirm={() => target && remove.mutate({ uid: target.uid, eid })}
      onCancel={onClose}
    />
  );
};
