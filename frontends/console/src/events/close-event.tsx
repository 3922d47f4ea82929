import { Button, ConfirmDialog, call } from '@vs/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { useRefreshAfterEventChange } from './event-view-query.ts';

const CLOSE_EVENT: Readonly<Record<'button' | 'confirm', MessageDescriptor>> = defineMessages({
  button: { id: 'console.events.closeEvent.button', defaultMessage: 'Close Event' },
  /** Spec 4's confirmation, word for word in English (`{eventName}`). */
  confirm: {
    id: 'console.events.closeEvent.confirm',
    defaultMessage:
      "Are you sure you want to close event {eventName}? This will move the event to the 'Expired Events' page and you and all participants will no longer be able to view their responses.",
  },
});

const closeEvent = (input: { eid: string }) => call(api.api.event.facilitatorclose.$put({ json: input }));

/**
 * Spec 2.9, 4: 'Close Event' asks with the spec's text, then `PUT /api/event/facilitatorclose`;
 * on success the event lists (and the expired count) refresh and `onClosed` runs.
 */
export const CloseEvent = ({
  eid,
  eventName,
  onClosed,
}: {
  eid: string;
  eventName: string;
  onClosed: () => void;
}) => {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const refresh = useRefreshAfterEventChange();
  const close = useServerAction(closeEvent, async () => {
    await refresh();
    setAsking(false);
    onClosed();
  });
  return (
    <>
      <Button variant="danger" className="vs-dashboard-close-event" onClick={() => setAsking(true)}>
        <FormattedMessage {...CLOSE_EVENT.button} />
      </Button>
      <ConfirmDialog
        open={asking}
        destructive
        title={intl.formatMessage(CLOSE_EVENT.button)}
        message={intl.formatMessage(CLOSE_EVENT.confirm, { eventName })}
        confirmLabel={intl.formatMessage(CLOSE_EVENT.button)}
        busy={close.isPending}
        onConfirm={() => close.mutate({ eid })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
