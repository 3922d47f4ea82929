import { useMutation, useQuery } from '@tanstack/react-query';
import type { MeaningfulWorkData, MeaningfulWorkKey } from '@vs/domain';
import { ApiError, draftKey, draftStore, type FlashControl, messageOf } from '@vs/ui';
import { useIntl } from 'react-intl';
import { type MeaningfulWorkReply, meaningfulWorkQuery, type Target } from '../api/queries.ts';
import { saveMeaningfulWork } from '../api/saves.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { useLoadedCopy } from '../shared/use-loaded-copy.ts';

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
  const intl = useIntl();
  const read = useQuery(meaningfulWorkQuery(target));
  useLoggedFailure('meaningfulwork failed', read.error);
  const [data, setData] = useLoadedCopy(read.data, (reply) => {
    const stored = draft === null ? null : draftStore.read(mwDraftKey(draft));
    return isSheet(stored) ? stored : reply.data;
  });

  const saving = useMutation({
    mutationFn: (sheet: MeaningfulWorkData) => saveMeaningfulWork(target, sheet),
    onSuccess: (reply, sheet) => {
      // A draft changed while the save was on its way holds newer text: it stays until saved.
      if (draft !== null)
        draftStore.clearSaved(mwDraftKey(draft), sheet, (stored) => (isSheet(stored) ? stored : null));
      flash.show(reply.message);
    },
    onError: (error) => {
      console.error('meaningfulwork save failed', error);
      flash.show(error instanceof ApiError ? error.message : 'Saving failed. Please try again.', 'failure');
    },
  });

  const keep = (next: MeaningfulWorkData) => {
    setData(next);
    if (draft !== null) draftStore.write(mwDraftKey(draft), next);
  };

  const change = (field: MeaningfulWorkKey, text: string) => {
    if (data !== null) keep({ ...data, [field]: text });
  };

  const save = (): Promise<boolean> =>
    data === null
      ? Promise.resolve(false)
      : saving.mutateAsync(data).then(
          () => true,
          () => false,
        );

  const reset = () => {
    if (read.data !== undefined) keep(read.data.defaults);
  };

  return {
    loaded: read.data ?? null,
    data,
    // A failed Retry shows its failure again; while it runs, the spinner.
    loadFailure: read.isError && !read.isFetching ? messageOf(read.error, intl) : null,
    saving: saving.isPending,
    change,
    save,
    reset,
    retry: () => void read.refetch(),
  };
};
