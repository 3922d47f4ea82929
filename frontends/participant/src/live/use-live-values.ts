import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, type FlashControl } from '@vs/ui';
import { type IntlShape, useIntl } from 'react-intl';
import {
  eventQuery,
  type ParticipantEvent,
  type ParticipantUser,
  type Target,
  userQuery,
  valuesQuery,
} from '../api/queries.ts';
import { saveValues, type ValuesSave } from '../api/saves.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { useValueName } from '../i18n/value-names.ts';
import { useStepErrorText } from '../prework/step-error-text.ts';
import { useLoadedCopy } from '../shared/use-loaded-copy.ts';
import { fromReply, type LiveLists, liveDrafts, toSave } from './live-lists.ts';
import { liveMessages as m } from './live-messages.ts';

/** The live values as the viewer reads them: default values in their language by originalIndex. */
const localisedLists = (
  lists: LiveLists,
  nameOf: (originalIndex: number, stored: string) => string,
): LiveLists => ({
  ...lists,
  values: lists.values.map((v) => ({ ...v, value: nameOf(v.originalIndex, v.value) })),
});

/**
 * The server's reason when it refused: the event still in Pre-work (403: session access is the
 * server's), the pre-work unfinished or the event closed (409); else the pre-work banner.
 */
const loadFailureOf = (error: unknown, intl: IntlShape): string =>
  error instanceof ApiError && (error.status === 403 || error.status === 409)
    ? error.message
    : intl.formatMessage(m.preworkBanner);

/** The live values of one participant as the wizard edits them, with whose they are and their event. */
export interface LiveValuesState {
  /** Whose values (names, Meaningful Work access); null until loaded, or when that failed. */
  readonly user: ParticipantUser | null;
  readonly event: ParticipantEvent | null;
  /** Why the values could not be loaded: the wizard shows it in place of every step. */
  readonly loadFailure: string | null;
  /** The lists on screen (an unsaved draft wins over the saved ones); null until loaded. */
  readonly lists: LiveLists | null;
  /** An announced save is on its way. */
  readonly saving: boolean;
  readonly change: (lists: LiveLists) => void;
  /**
   * Saves the lists; with `announce` the flash says how it went (Edit's buttons), else a failure
   * is only logged (a reveal swap). Resolves whether they were saved.
   */
  readonly save: (lists: LiveLists, announce: boolean) => Promise<boolean>;
}

/**
 * Loads, edits and saves the live values at /api/response/participant (prework=false). Spec 8:
 * failed user-info and event loads are only logged. Every change is kept as a draft in this
 * browser under the owner's uid (none without one) until a save succeeds: a failed save loses nothing.
 */
export const useLiveValues = (target: Target, flash: FlashControl): LiveValuesState => {
  const intl = useIntl();
  const valueName = useValueName();
  const problemText = useStepErrorText();
  const userRead = useQuery(userQuery(target));
  useLoggedFailure('user info failed', userRead.error);
  const eventRead = useQuery(eventQuery(target));
  useLoggedFailure('participant_event failed', eventRead.error);
  const valuesRead = useQuery(valuesQuery(target, 'live'));
  useLoggedFailure('live responses failed', valuesRead.error);
  const user = userRead.data ?? null;
  // Whose unsaved edits these are; without a known user nothing is kept in the browser.
  const owner = user?.uid ?? target.uid ?? null;
  // Made once whose they are is known (or could not be), so the right draft is restored.
  const [lists, setLists] = useLoadedCopy(
    userRead.isPending ? undefined : valuesRead.data,
    (reply) =>
      (owner === null ? null : liveDrafts.read(owner)) ?? localisedLists(fromReply(reply), valueName),
  );

  const saving = useMutation({
    mutationFn: ({ save }: { readonly save: ValuesSave; readonly announce: boolean }) =>
      saveValues(target, 'live', save),
    onSuccess: (_reply, { save, announce }) => {
      if (owner !== null) liveDrafts.clearSaved(owner, save);
      if (announce) flash.show(intl.formatMessage(m.saved));
    },
    onError: (error, { announce }) => {
      console.error('live save failed', error);
      if (announce)
        flash.show(error instanceof ApiError ? error.message : intl.formatMessage(m.saveFailed), 'failure');
    },
  });

  const change = (next: LiveLists) => {
    setLists(next);
    if (owner !== null) liveDrafts.write(owner, next);
  };

  const save = async (next: LiveLists, announce: boolean): Promise<boolean> => {
    const outcome = toSave(next);
    if ('problem' in outcome) {
      if (announce) flash.show(problemText(outcome.problem), 'failure');
      return false;
    }
    return saving.mutateAsync({ save: outcome.save, announce }).then(
      () => true,
      () => false,
    );
  };

  return {
    user,
    event: eventRead.data ?? null,
    loadFailure: valuesRead.isError ? loadFailureOf(valuesRead.error, intl) : null,
    lists,
    saving: saving.isPending && saving.variables.announce,
    change,
    save,
  };
};
