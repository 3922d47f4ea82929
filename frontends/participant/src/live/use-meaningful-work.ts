import type { MeaningfulWorkData, MeaningfulWorkKey } from '@vs/domain';
import { ApiError, draftKey, draftStore, type FlashControl, messageOf } from '@vs/ui';
import { useEffect, useState } from 'react';
import { loadMeaningfulWork, type MeaningfulWorkReply, saveMeaningfulWork, type Target } from './live-api.ts';

/** The unsaved sheet of `owner` in this browser (@vs/ui's draft store, cleared at logout). */
const mwDraftKey = (owner: string) => draftKey(owner, 'mw');

const isSheet = (data: unknown): data is MeaningfulWorkData =>
  typeof data === 'object' && data !== null && Object.values(data).every((text) => typeof text === 'string');

/** The Meaningful Work sheet of one participant as the step edits it. */
export interface MeaningfulWorkState {
  /** The server's reply (event, saved sheet, defaults); null until loaded. */
  readonly loaded: MeaningfulWorkReply | null;
  /** The sheet being edited (an unsaved draft wins over the saved sheet); null until loaded. */
  readonly data: MeaningfulWorkData | null;
  /** Why loading failed, until Retry loads it. */
  readonly loadFailure: string | null;
  readonly saving: boolean;
  readonly change: (field: MeaningfulWorkKey, text: string) => void;
  /** Saves the sheet and says so in the flash; resolves whether it was saved. */
  readonly save: () => Promise<boolean>;
  /** Back to the participant's values (the server's defaults). */
  readonly reset: () => void;
  readonly retry: () => void;
}

/**
 * Loads, edits and saves the sheet at /api/response/meaningfulwork. Every edit is kept as a draft
 * in this browser under `draft` (the owner's uid; none without one) until a save succeeds.
 */
export const useMeaningfulWork = (
  target: Target,
  draft: string | null,
  flash: FlashControl,
): MeaningfulWorkState => {
  const [loaded, setLoaded] = useState<MeaningfulWorkReply | null>(null);
  const [data, setData] = useState<MeaningfulWorkData | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the sheet on Retry.
  useEffect(() => {
    let current = true;
    setLoadFailure(null);
    loadMeaningfulWork(target).then(
      (reply) => {
        if (!current) return;
        const stored = draft === null ? null : draftStore.read(mwDraftKey(draft));
        setLoaded(reply);
        setData(isSheet(stored) ? stored : reply.data);
      },
      (error: unknown) => {
        console.error('meaningfulwork failed', error);
        if (current) setLoadFailure(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [target, draft, attempt]);

  const keep = (next: MeaningfulWorkData) => {
    setData(next);
    if (draft !== null) draftStore.write(mwDraftKey(draft), next);
  };

  const change = (field: MeaningfulWorkKey, text: string) => {
    if (data !== null) keep({ ...data, [field]: text });
  };

  const save = async (): Promise<boolean> => {
    if (data === null) return false;
    setSaving(true);
    try {
      const reply = await saveMeaningfulWork(target, data);
      if (draft !== null) draftStore.clear(mwDraftKey(draft));
      flash.show(reply.message ?? 'Saved');
      return true;
    } catch (error) {
      console.error('meaningfulwork save failed', error);
      flash.show(error instanceof ApiError ? error.message : 'Saving failed. Please try again.', 'failure');
      return false;
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    if (loaded !== null) keep(loaded.defaults);
  };

  return { loaded, data, loadFailure, saving, change, save, reset, retry: () => setAttempt((n) => n + 1) };
};
