import { valuesPrintDocument } from '@vs/domain';
import { PAGE_HEADINGS } from '@vs/print/views';
import { ApiError, Banner, Button, Spinner, useFlashMessage, WizardFrame } from '@vs/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PrintSurface } from '../print/print-surface.tsx';
import { AgreementStep } from './agreement-step.tsx';
import { DownloadButton } from './download-button.tsx';
import { EditValues } from './edit-step.tsx';
import {
  type EventInfo,
  loadEvent,
  loadLiveResponses,
  loadUser,
  reportLiveStep,
  saveLiveResponses,
  type Target,
  type UserInfo,
} from './live-api.ts';
import { fromReply, type LiveLists, liveDrafts, toSave } from './live-lists.ts';
import { MeaningfulWorkStep } from './meaningful-work-step.tsx';
import { RevealBoard } from './reveal-board.tsx';
import './live.css';

export const PREWORK_BANNER = 'You have not completed your pre-work. Please do so now';

/** Spec 2.2 Flow A: the page names of indexes 0-2; the others have none. */
const PAGE_NAMES = ['', 'Edit Your Values', 'Categorize Your Values'];

type Load =
  | { readonly status: 'loading' }
  /** `message`: the server's reason when it is not the missing pre-work (the event is still in Pre-work). */
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly lists: LiveLists };

export interface LiveViewProps {
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/** The live wizard (spec 2.16), indexes 0-4; `/live` and `/live/:uid` (a privileged viewer starts at 1). */
export const LiveView = ({ productTitle, onLogout }: LiveViewProps) => {
  const { uid } = useParams();
  const navigate = useNavigate();
  const target = useMemo<Target>(() => ({ uid }), [uid]);
  const [step, setStep] = useState(uid === undefined ? 0 : 1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [user, setUser] = useState<UserInfo | null>(null);
  const [event, setEvent] = useState<EventInfo | null>(null);
  const [saving, setSaving] = useState(false);
  const flash = useFlashMessage();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Whose unsaved edits these are; without a known user nothing is kept in the browser.
  const owner = user?.uid ?? uid ?? null;

  useEffect(() => {
    let current = true;
    const start = async () => {
      // Spec 8: failed user-info and event loads are only logged.
      const info = await loadUser(target).catch((error: unknown) => {
        console.error('user info failed', error);
        return null;
      });
      loadEvent(target).then(
        (found) => current && setEvent(found),
        (error: unknown) => console.error('participant_event failed', error),
      );
      try {
        const reply = await loadLiveResponses(target);
        if (!current) return;
        setUser(info);
        const draftOwner = info?.uid ?? target.uid;
        const draft = draftOwner === undefined ? null : liveDrafts.read(draftOwner);
        setLoad({ status: 'ready', lists: draft ?? fromReply(reply) });
      } catch (error) {
        console.error('live responses failed', error);
        // 403: the event is still in Pre-work (session access is the server's); else pre-work is unfinished.
        const message = error instanceof ApiError && error.status === 403 ? error.message : PREWORK_BANNER;
        if (current) setLoad({ status: 'failed', message });
      }
    };
    void start();
    return () => {
      current = false;
    };
  }, [target]);

  useEffect(() => {
    // One's own wizard tells the Guide's progress view where it is; a failure is only logged.
    if (uid !== undefined) return;
    reportLiveStep(step).catch((error: unknown) => console.error('live step report failed', error));
  }, [step, uid]);

  useEffect(() => {
    const name = PAGE_NAMES[step] ?? '';
    document.title = name === '' ? productTitle : `${name} | ${productTitle}`;
  }, [step, productTitle]);

  const change = useCallback(
    (lists: LiveLists) => {
      setLoad({ status: 'ready', lists });
      if (owner !== null) liveDrafts.write(owner, lists);
    },
    [owner],
  );

  const save = async (lists: LiveLists, announce: boolean): Promise<boolean> => {
    const outcome = toSave(lists);
    if ('problem' in outcome) {
      if (announce) flash.show(outcome.problem, 'failure');
      return false;
    }
    try {
      const reply = await saveLiveResponses(target, outcome.save);
      if (owner !== null) liveDrafts.clear(owner);
      if (announce) flash.show(reply.message ?? 'Saved');
      return true;
    } catch (error) {
      console.error('live save failed', error);
      if (announce)
        flash.show(error instanceof ApiError ? error.message : 'Saving failed. Please try again.', 'failure');
      return false;
    }
  };

  const finish = () => (uid === undefined ? onLogout() : navigate(-1));
  const go = (next: number) => {
    setStep(Math.min(4, Math.max(0, next)));
    // Focus follows the move so keyboard and screen-reader users start at the new step's title.
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  if (load.status === 'failed') {
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
          {load.message}
        </Banner>
      </section>
    );
  }

  if (step === 0)
    return <AgreementStep productTitle={productTitle} titleRef={titleRef} onAgree={() => go(1)} />;

  if (load.status === 'loading') return <Spinner label="Loading your values" />;
  const { lists } = load;

  if (step === 1) {
    const saveThen = async (next?: number) => {
      setSaving(true);
      const ok = await save(lists, true);
      setSaving(false);
      if (ok && next !== undefined) go(next);
    };
    return (
      <WizardFrame
        title={PAGE_NAMES[1]}
        titleRef={titleRef}
        flash={flash.flash}
        actions={
          <>
            <Button variant="secondary" disabled={saving} onClick={() => void saveThen(0)}>
              Save & Previous
            </Button>
            <Button variant="secondary" busy={saving} onClick={() => void saveThen()}>
              Save
            </Button>
            <Button disabled={saving} onClick={() => void saveThen(2)}>
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
