import { call } from '@vs/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { useRefreshAfterEventChange } from './event-view-query.ts';

const updateMeaningfulWork = (input: { uid: string; mwEnabled: boolean }) =>
  call(api.api.user.update_mw.$put({ json: input }));

/**
 * Spec 2.9, 6: a participant's Meaningful Work access (`PUT /api/user/update_mw`), named after the
 * person. While the change is saved and the event reloads it is busy and ignores further clicks
 * (it is not disabled, so keyboard focus stays on it).
 */
export const MwAccessCheckbox = ({
  uid,
  personName,
  enabled,
}: {
  uid: string;
  personName: string;
  enabled: boolean;
}) => {
  const refresh = useRefreshAfterEventChange();
  const update = useServerAction(updateMeaningfulWork, refresh);
  // The box shows the new state at once (set in the same event, so React keeps it) until the
  // server answered and the event reloaded; a refusal puts it back.
  const [requested, setRequested] = useState<boolean | null>(null);
  const checked = requested ?? enabled;
  return (
    <label className="vs-mw-access">
      <input
        type="checkbox"
        className="vs-checkbox-input"
        checked={checked}
        aria-busy={update.isPending || undefined}
        onChange={(event) => {
          if (update.isPending) return;
          setRequested(event.target.checked);
          update.mutate({ uid, mwEnabled: event.target.checked }, { onSettled: () => setRequested(null) });
        }}
      />
      <span className="vs-visually-hidden">
        <FormattedMessage
          id="console.events.mwAccess.label"
          defaultMessage="MW Access for {personName}"
          values={{ personName }}
        />
      </span>
    </label>
  );
};
