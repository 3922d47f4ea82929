import { Button, ConfirmDialog, call, messageOf } from '@vs/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { useRefreshAfterEventChange } from './event-view-query.ts';

const remind = (input: { eid: string }) => call(api.api.event.remind.$post({ json: input }));

/**
 * 'Remind unfinished (N)' (`POST /api/event/remind`): N is how many the server would remind now
 * (the event view's `toRemind`). It asks first, naming N; it is disabled when there is no one to
 * remind or the event is closed. The server's message ('3 reminders queued') then stays beside
 * the button, and the dashboard reloads to show when each was reminded.
 */
export const RemindUnfinished = ({
  eid,
  toRemind,
  closed,
}: {
  eid: string;
  toRemind: number;
  closed: boolean;
}) => {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const refresh = useRefreshAfterEventChange();
  const send = useServerAction(remind, async () => {
    setAsking(false);
    await refresh();
  });
  const result = send.isSuccess ? send.data.message : send.isError ? messageOf(send.error, intl) : '';
  return (
    <div className="vs-send-all">
      <Button variant="secondary" disabled={toRemind === 0 || closed} onClick={() => setAsking(true)}>
        <FormattedMessage
          id="console.events.remind.button"
          defaultMessage="Remind unfinished ({count, number})"
          values={{ count: toRemind }}
        />
      </Button>
      <p className="vs-send-all-status">{result}</p>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage({ id: 'console.events.remind.title', defaultMessage: 'Remind unfinished' })}
        message={intl.formatMessage(
          {
            id: 'console.events.remind.question',
            defaultMessage:
              'Send a reminder to the {count, plural, one {# participant} other {# participants}} who have not finished the pre-work and were not reminded in the last 12 hours? Each reminder carries a fresh logon link, and their earlier links stop working.',
          },
          { count: toRemind },
        )}
        confirmLabel={intl.formatMessage(
          {
            id: 'console.events.remind.confirm',
            defaultMessage: '{count, plural, one {Send # reminder} other {Send # reminders}}',
          },
          { count: toRemind },
        )}
        busy={send.isPending}
        onConfirm={() => send.mutate({ eid })}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
};
