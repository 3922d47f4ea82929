import { useQuery } from '@tanstack/react-query';
import { ApiError, Spinner, usePopup } from '@vs/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { userQuery, valuesQuery } from '../api/queries.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { PreworkWizard } from './prework-wizard.tsx';
import { savedFrom } from './step-edits.ts';
import { resumeIndex } from './wizard-logic.ts';

export interface PreworkViewProps {
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/** Why the values could not be loaded: the server's message, else a plain one. */
const valuesFailureOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'Your values could not be loaded.';

/**
 * The pre-work wizard (spec 2.15); `/prework` for one's own, `/prework/:uid` to act on a participant.
 * It loads whose pre-work it is and what is saved. Spec 8: a failed user-info load is only logged;
 * a failed values load falls back to the default list with nothing chosen and shows the message.
 */
export const PreworkView = ({ productTitle, onLogout }: PreworkViewProps) => {
  const { uid } = useParams();
  const target = { uid };
  const popup = usePopup();
  const userRead = useQuery(userQuery(target));
  useLoggedFailure('user info failed', userRead.error);
  const valuesRead = useQuery(valuesQuery(target, 'prework'));
  useLoggedFailure('pre-work values failed', valuesRead.error);
  const loadError = valuesRead.isError ? valuesFailureOf(valuesRead.error) : null;
  useEffect(() => {
    if (loadError !== null) popup.show(loadError, 'failure');
  }, [loadError, popup]);

  if (userRead.isPending || valuesRead.isPending) {
    return (
      <div className="vs-prework-loading">
        <Spinner label="Loading your pre-work" />
      </div>
    );
  }
  const user = userRead.data ?? null;
  const owner = uid ?? user?.uid ?? 'self';
  return (
    <PreworkWizard
      key={owner}
      productTitle={productTitle}
      actingOn={uid}
      owner={owner}
      saved={savedFrom(valuesRead.data ?? null)}
      startAt={resumeIndex(user?.responseCompleted ?? null, uid !== undefined)}
      loadError={loadError}
      onLogout={onLogout}
    />
  );
};
