import { Button, call, messageOf } from '@vs/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { useRefreshAfterEventChange } from './event-view-query.ts';

const sendLogonEmails = (input: { eid: string }) => call(api.api.event.send_emails.$post({ json: input }));

/**
 * 'Send all login emails' (`POST /api/event/send_emails`): queues one email per participant not
 * yet sent one. The server marks them sent in the same step, so reloading the event turns their
 * icons at once (no polling). A polite status line says 'Sending login emails…' while it runs;
 * the server's message ('3 login emails queued') then stays beside the button, announced once, by
 * the popup (spec 8).
 */
export const SendAllEmails = ({ eid }: { eid: string }) => {
  const intl = useIntl();
  const refresh = useRefreshAfterEventChange();
  const send = useServerAction(sendLogonEmails, refresh);
  const result = send.isSuccess ? send.data.message : send.isError ? messageOf(send.error, intl) : '';
  return (
    <div className="vs-send-all">
      <Button variant="secondary" busy={send.isPending} onClick={() => send.mutate({ eid })}>
        <FormattedMessage id="console.events.sendAll.button" defaultMessage="Send all login emails" />
      </Button>
      <p className="vs-send-all-status" role="status" aria-live="polite">
        {send.isPending ? (
          <FormattedMessage id="console.events.sendAll.sending" defaultMessage="Sending login emails…" />
        ) : (
          ''
        )}
      </p>
      <p className="vs-send-all-status">{result}</p>
    </div>
  );
};
