import { useMutation, useQuery } from '@tanstack/react-query';
import { valuesPrintDocument } from '@vs/domain';
import { PAGE_HEADINGS } from '@vs/print/views';
import { ApiError, Banner, Button, Spinner, useFlashMessage, WizardFrame } from '@vs/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { eventQuery, type Target, userQuery, valuesQuery } from '../api/queries.ts';
import { reportLiveStep, saveValues, type ValuesSave } from '../api/saves.ts';
import { useLoggedFailure } from '../api/use-logged-failure.ts';
import { PrintSurface } from '../print/print-surface.tsx';
import { useLoadedCopy } from '../shared/use-loaded-copy.ts';
import { AgreementStep } from './agreement-step.tsx';
import { DownloadButton } from './download-button.tsx';
import { EditValues } from './edit-step.tsx';
import { fromReply, type LiveLists, liveDrafts, toSave } from './live-lists.ts';
import { MeaningfulWorkStep } from './meaningful-work-step.tsx';
import { RevealBoard } from './reveal-board.tsx';
import './live.css';

export const PREWORK_BANNER = 'You have not completed your pre-work. Please do so now';

/** Spec 2.2 Flow A: the page names of indexes 0-2; the others have none. */
const PAGE_NAMES = ['', 'Edit Your Values', 'Categorize Your Values'];

/** Why the live values could not be loaded: the server's reason when the event is still in Pre-work (403), else the missing pre-work. */
const loadFailureOf = (error: unknown): string =>
  error instanceof ApiError && error.status === 403 ? error.message : PREWORK_BANNER;

export interface LiveViewProps {
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/** The live wizard (spec 2.16), indexes 0-4; `/live` and `/live/:uid` (a privileged viewer starts at 1). */
export const LiveView = (props: LiveViewProps) => {
  const { uid } = useParams();
  // Another person's work is another wizard: nothing of the last one's stays on screen.
  return <LiveWizard key={uid ?? 'self'} uid={uid} {...props} />;
};

const LiveWizard = ({
  uid,
  productTitle,
  onLogout,
}: LiveViewProps & { readonly uid: string | undefined }) => {
  const navigate = useNavigate();
  const target = useMemo<Target>(() => ({ uid }), [uid]);
  const [step, setStep] = useState(uid === undefined ? 0 : 1);
  const flash = useFlashMessage();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Spec 8: failed user-info and event loads are only logged.
  const userRead = useQuery(userQuery(target));
  useLoggedFailure('user info failed', userRead.error);
  const eventRead = useQuery(eventQuery(target));
  useLoggedFailure('participant_event failed', eventRead.error);
  const valuesRead = useQuery(valuesQuery(target, 'live'));
  useLoggedFailure('live responses failed', valuesRead.error);
  const user = userRead.data ?? null;
  const event = eventRead.data ?? null;
  // Whose unsaved edits these are; without a known user nothing is kept in the browser.
  const owner = user?.uid ?? uid ?? null;
  // The lists on screen: an unsaved draft of the owner's, else the saved ones, once whose they are is known.
  const [lists, setLists] = useLoadedCopy(
    userRead.isPending ? undefined : valuesRead.data,
    (reply) => (owner === null ? null : liveDrafts.read(owner)) ?? fromReply(reply),
  );

  const { mutate: report } = useMutation({
    mutationFn: reportLiveStep,
    onError: (error) => console.error('live step report failed', error),
  });
  useEffect(() => {
    // One's own wizard tells the Guide's progress view where it is; a failure is only logged.
    if (uid === undefined) report(step);
  }, [step, uid, report]);

  useEffect(() => {
    const name = PAGE_NAMES[step] ?? '';
    document.title = name === '' ? productTitle : `${name} | ${productTitle}`;
  }, [step, productTitle]);

  const change = (next: LiveLists) => {
    setLists(next);
    if (owner !== null) liveDrafts.write(owner, next);
  };

  /** `announce`: the flash says how it went (Edit's buttons); a reveal save is only logged. */
  const saving = useMutation({
    mutationFn: ({ save }: { readonly save: ValuesSave; readonly announce: boolean }) =>
      saveValues(target, 'live', save),
    onSuccess: (reply, { announce }) => {
      if (owner !== null) liveDrafts.clear(owner);
      if (announce) flash.show(reply.message);
    },
    onError: (error, { announce }) => {
      console.error('live save failed', error);
      if (announce)
        flash.show(error instanceof ApiError ? error.message : 'Saving failed. Please try again.', 'failure');
    },
  });

  /** Resolves whether the lists were saved; a failure leaves them on screen and in the draft. */
  const save = async (next: LiveLists, announce: boolean): Promise<boolean> => {
    const outcome = toSave(next);
    if ('problem' in outcome) {
      if (announce) flash.show(outcome.problem, 'failure');
      return false;
    }
    return saving.mutateAsync({ save: outcome.save, announce }).then(
      () => true,
      () => false,
    );
  };

  const finish = () => (uid === undefined ? onLogout() : navigate(-1));
  const go = (next: number) => {
    setStep(Math.min(4, Math.max(0, next)));
    // Focus follows the move so keyboard and screen-reader users start at the new step's title.
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  if (valuesRead.isError) {
    return (
      <section className="vs-live-banner" aria-label="Live session">
        <Banner
          tone="warning"
          live
          action={
            <Button onClick={() => navigate(uid === undefined ? '/prework' : `/prework/${uid}`)}>
              Pre-work
            </Button>
          }
        >
          {loadFailureOf(valuesRead.error)}
        </Banner>
      </section>
    );
  }

  if (step === 0)
    return <AgreementStep productTitle={productTitle} titleRef={titleRef} onAgree={() => go(1)} />;

  if (lists === null) return <Spinner label="Loading your values" />;

  if (step === 1) {
    const saveThen = async (next?: number) => {
      const ok = await save(lists, true);
      if (ok && next !== undefined) go(next);
    };
    const busy = saving.isPending && saving.variables.announce;
    return (
      <WizardFrame
        title={PAGE_NAMES[1]}
        titleRef={titleRef}
        flash={flash.flash}
        actions={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => void saveThen(0)}>
              Save & Previous
            </Button>
            <Button variant="secondary" busy={busy} onClick={() => void saveThen()}>
              Save
            </Button>
            <Button disabled={busy} onClick={() => void saveThen(2)}>
              Save & Next
            </Button>
          </>
        }
      >
        <p className="vs-live-lead">
          Reword your values, refine their definitions and the percentage of time you live each one (0-100).
          Drag a value by its handle to change its rank; 1 is the most meaningful.
        </p>
        <EditValues lists={lists} onChange={change} />
      </WizardFrame>
    );
  }

  if (step === 2) {
    return (
      <WizardFrame
        title={PAGE_NAMES[2]}
        titleRef={titleRef}
        actions={
          <>
            <Button variant="secondary" onClick={() => go(1)}>
              Previous
            </Button>
            <Button onClick={() => go(3)}>Next</Button>
          </>
        }
      >
        <p className="vs-live-lead">
          Drag a value onto another slot to swap the two. With a keyboard: focus a value, press Space to pick
          it up, choose a slot with the arrow keys and press Space to drop it.
        </p>
        <RevealBoard
          lists={lists}
          onSwap={(swapped) => {
            change(swapped);
            // Spec 8: a failed reveal save is only logged; the draft keeps the swap.
            void save(swapped, false);
          }}
        />
      </WizardFrame>
    );
  }

  if (step === 3) {
    const owner = user?.uid ?? uid;
    const output = valuesPrintDocument(
      { productTitle, participant: user ?? { forename: '', surname: '' }, event },
      'live',
      {
        values: lists.values,
        descriptions: lists.descriptions,
        percentLived: lists.percentLived.map(Number),
      },
    );
    const mwEnabled = user?.mwEnabled === true;
    return (
      <WizardFrame
        title={PAGE_HEADINGS.live.title}
        titleRef={titleRef}
        flash={flash.flash}
        actions={
          <>
            <Button variant="secondary" onClick={() => go(2)}>
              Previous
            </Button>
            <DownloadButton
              uid={owner}
              person={user}
              page="live"
              onFailure={(m) => flash.show(m, 'failure')}
            />
            {mwEnabled ? (
              <Button onClick={() => go(4)}>Next</Button>
            ) : (
              <Button onClick={finish}>{uid === undefined ? 'Logout' : 'Finish'}</Button>
            )}
          </>
        }
      >
        <PrintSurface document={output} screen hideHeader />
      </WizardFrame>
    );
  }

  return user?.mwEnabled === true ? (
    <MeaningfulWorkStep
      target={target}
      owner={user.uid}
      person={user}
      titleRef={titleRef}
      flash={flash}
      onPrevious={() => go(3)}
      onFinish={finish}
    />
  ) : null;
};
