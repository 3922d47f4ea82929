import { Button, ConfirmDialog, call } from '@vs/ui';
import { useState } from 'react';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { useRefreshAfterEventChange } from './event-view-query.ts';

/** Spec 4's confirmation, word for word. */
export const closeEventMessage = (eventName: string): string =>
  `Are you sure you want to close event ${eventName}? This will move the event to the 'Expired Events' page and you and all participants will no longer be able to view their responses.`;

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
        Close Event
      </Button>
      <ConfirmDialog
        open={asking}
        destructive
        title="Close Event"
        message={closeEventMessage(eventName)}
        confirmLabel="Close Event"
        busy={close.isPending}
        onConfirm={() => close.mutate({ eid })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
