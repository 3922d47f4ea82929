import { useMutation } from '@tanstack/react-query';
import { ApiError, messageOf, useFlashMessage } from '@vs/ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { downloadOutput } from '../api/downloads.ts';
import { saveValues } from '../api/saves.ts';
import { readDraft, settleDraft, writeDraft } from './drafts.ts';
import { preworkMessages } from './prework-messages.ts';
import {
  type DataStep,
  type Edits,
  editsFrom,
  type Prepared,
  prepareSave,
  type Saved,
} from './step-edits.ts';
import { documentTitleOf, firstIndex, isDataStep, LAST_STEP } from './wizard-logic.ts';

const baseOf = (saved: Saved): string => JSON.stringify(saved.lists);

/** A data step opens on its unsaved draft when that still fits what is saved, else on what is saved. */
const editsAt = (index: number, owner: string, saved: Saved): Edits | null =>
  isDataStep(index)
    ? (readDraft<Edits>(owner, index, baseOf(saved)) ?? editsFrom(index as DataStep, saved))
    : null;

/** The failure's message for the flash; anything but a refused call is logged too. */
const failureMessage = (error: unknown, intl: IntlShape): string => {
  if (!(error instanceof ApiError)) console.error('pre-work call failed', error);
  return messageOf(error, intl);
};

/** Which way a save moves once it succeeds: back, nowhere (Save), on. */
export type Direction = -1 | 0 | 1;

/** The button whose call is on its way. */
export type Busy = 'previous' | 'save' | 'next' | 'download' | null;

const busyOf = (direction: Direction): Busy =>
  direction === -1 ? 'previous' : direction === 0 ? 'save' : 'next';

/** One save of a data step: the edits it saves, what it sends and holds once saved, and where it moves from. */
interface StepSave {
  readonly edits: Edits;
  readonly prepared: Extract<Prepared, { ok: true }>;
  readonly from: number;
  readonly direction: Direction;
}

export interface PreworkWizardOptions {
  readonly productTitle: string;
  /** The participant a Guide or super-admin acts on; absent for one's own pre-work. */
  readonly actingOn: string | undefined;
  /** Whose pre-work this is: keys the drafts and names the download. */
  readonly owner: string;
  /** What the server held when the wizard opened. */
  readonly saved: Saved;
  readonly startAt: number;
}

/** The pre-work wizard's state: the open page, what is saved, the open step's edits, and the calls. */
export interface PreworkWizardState {
  readonly index: number;
  readonly saved: Saved;
  /** The open data step's edits (its unsaved draft); null on the other pages. */
  readonly edits: Edits | null;
  /** Why the open step cannot be saved as it is, until it is edited. */
  readonly stepError: string | null;
  readonly busy: Busy;
  readonly flash: ReturnType<typeof useFlashMessage>['flash'];
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
  readonly showStep: (index: number) => void;
  readonly edit: (edits: Edits) => void;
  /** Saves the open step (checked first), then moves `direction`; a failure stays, edits and draft kept. */
  readonly save: (direction: Direction) => void;
  readonly download: () => void;
}

/**
 * Moves between the eight pages, keeps each data step's edits as a draft in this browser until
 * its save succeeds, saves through PUT /api/response/participant (prework=true, or _byid) and
 * downloads the PDF. Its effects: the tab is titled by the page, and after a move focus goes to
 * the new page's title (and the page scrolls to the top).
 */
export const usePreworkWizard = (options: PreworkWizardOptions): PreworkWizardState => {
  const { productTitle, actingOn, owner, startAt } = options;
  const intl = useIntl();
  const { flash, show: showFlash } = useFlashMessage();
  const [index, setIndex] = useState(startAt);
  const [saved, setSaved] = useState(options.saved);
  const [edits, setEdits] = useState<Edits | null>(() => editsAt(startAt, owner, options.saved));
  const [stepError, setStepError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    document.title = documentTitleOf(index, productTitle, intl);
    // After a move, focus goes to the new page's title so keyboard and screen-reader users start there.
    if (moved.current) {
      titleRef.current?.focus();
      window.scrollTo?.(0, 0);
    }
  }, [index, productTitle, intl]);

  const showStep = (target: number, savedNow: Saved = saved) => {
    const bounded = Math.min(LAST_STEP, Math.max(firstIndex(actingOn !== undefined), target));
    moved.current = true;
    setIndex(bounded);
    setEdits(editsAt(bounded, owner, savedNow));
    setStepError(null);
  };

  const edit = (next: Edits) => {
    setEdits(next);
    setStepError(null);
    writeDraft(owner, next.step, baseOf(saved), next);
  };

  const saving = useMutation({
    mutationFn: ({ prepared }: StepSave) => saveValues({ uid: actingOn }, 'prework', prepared.body),
    onSuccess: (_reply, { edits: sent, prepared, from, direction }) => {
      settleDraft(owner, sent.step, sent, baseOf(prepared.saved));
      setSaved(prepared.saved);
      showFlash(intl.formatMessage(preworkMessages.saved));
      if (direction !== 0) showStep(from + direction, prepared.saved);
    },
    // Beside the buttons that made the call (the wizard's flash), not over the top of the page.
    onError: (error) => showFlash(failureMessage(error, intl), 'failure'),
  });

  const save = (direction: Direction) => {
    if (edits === null || saving.isPending) return;
    const prepared = prepareSave(edits, saved);
    if (!prepared.ok) {
      // Said beside what it is about (the counter, the unrated values), never over it.
      setStepError(prepared.message);
      return;
    }
    saving.mutate({ edits, prepared, from: index, direction });
  };

  const download = () => {
    setDownloading(true);
    downloadOutput(owner, 'prework', null)
      .catch((error: unknown) => showFlash(failureMessage(error, intl), 'failure'))
      .finally(() => setDownloading(false));
  };

  const busy: Busy = saving.isPending ? busyOf(saving.variables.direction) : downloading ? 'download' : null;
  return { index, saved, edits, stepError, busy, flash, titleRef, showStep, edit, save, download };
};
