import { ORIGINAL_VALUES } from '@vs/domain';
import { ApiError, Spinner, UiProvider, usePopup } from '@vs/ui';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { type PreworkUser, preworkApi } from './prework-api.ts';
import { PreworkWizard } from './prework-wizard.tsx';
import { type Saved, savedFrom } from './step-edits.ts';
import { resumeIndex } from './wizard-logic.ts';
import './prework.css';

export interface PreworkViewProps {
  readonly productTitle: string;
  readonly onLogout: () => void;
}

interface Loaded {
  readonly user: PreworkUser | null;
  readonly saved: Saved;
  readonly loadError: string | null;
}

const NOTHING_SAVED = { values: [], descriptions: [], percentLived: [] };

/**
 * Loads whose pre-work it is and what is saved. Spec 8: a failed user-info load is only logged;
 * a failed values load falls back to the default list with nothing chosen and shows the message.
 */
const useLoaded = (calls: ReturnType<typeof preworkApi>) => {
  const popup = usePopup();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.allSettled([calls.loadUser(), calls.loadValues()]).then(([user, values]) => {
      if (!current) return;
      if (user.status === 'rejected') console.error('user info failed', user.reason);
      let loadError: string | null = null;
      if (values.status === 'rejected') {
        loadError =
          values.reason instanceof ApiError ? values.reason.message : 'Your values could not be loaded.';
        console.error('pre-work values failed', values.reason);
        popup.show(loadError, 'failure');
      }
      setLoaded({
        user: user.status === 'fulfilled' ? user.value : null,
        saved:
          values.status === 'fulfilled'
            ? savedFrom(values.value)
            : { originalValues: ORIGINAL_VALUES, lists: NOTHING_SAVED },
        loadError,
      });
    });
    return () => {
      current = false;
    };
  }, [calls, popup]);
  return loaded;
};

const PreworkLoader = ({ productTitle, onLogout }: PreworkViewProps) => {
  const { uid } = useParams();
  const calls = useMemo(() => preworkApi(uid), [uid]);
  const loaded = useLoaded(calls);
  if (loaded === null) {
    return (
      <div className="vs-prework-loading">
        <Spinner label="Loading your pre-work" />
      </div>
    );
  }
  const owner = uid ?? loaded.user?.uid ?? 'self';
  return (
    <PreworkWizard
      key={owner}
      productTitle={productTitle}
      calls={calls}
      actingOn={uid}
      owner={owner}
      saved={loaded.saved}
      startAt={resumeIndex(loaded.user?.responseCompleted ?? null, uid !== undefined)}
      loadError={loaded.loadError}
      onLogout={onLogout}
    />
  );
};

/** The pre-work wizard (spec 2.15); `/prework` for one's own, `/prework/:uid` to act on a participant. */
export const PreworkView = (props: PreworkViewProps) => (
  <UiProvider>
    <PreworkLoader {...props} />
  </UiProvider>
);
