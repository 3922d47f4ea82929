import { useMutation } from '@tanstack/react-query';
import { ApiError, Banner, Button, messageOf, useFlashMessage, usePopup, WizardFrame } from '@vs/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { downloadOutput } from '../api/downloads.ts';
import { saveValues, type ValuesSave } from '../api/saves.ts';
import { DefineStep } from './define-step.tsx';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import { IdentifyStep } from './identify-step.tsx';
import { AgreementText, CompletionText, IdentifyIntroText, IntroductionText } from './info-pages.tsx';
import { LivedStep } from './lived-step.tsx';
import { RankStep } from './rank-step.tsx';
import { type DataStep, type Edits, editsFrom, prepareSave, type Saved } from './step-edits.ts';
import { documentTitleOf, firstIndex, isDataStep, LAST_STEP, moveValue, STEP } from './wizard-logic.ts';

export interface PreworkWizardProps {
  readonly productTitle: string;
  /** The participant a Guide or super-admin acts on (the route's uid); absent for one's own pre-work. */
  readonly actingOn: string | undefined;
  /** Whose pre-work this is: keys the drafts and names the download. */
  readonly owner: string;
  readonly saved: Saved;
  readonly startAt: number;
  /** Why the values could not be loaded, if they could not. */
  readonly loadError: string | null;
  readonly onLogout: () => void;
}

/** The heading of each page; indexes 2-6 also show their step line ('Step 2 (of 4)', spec 2.2). */
const headingOf = (index: number, productTitle: string): string =>
  [
    productTitle,
    'Introduction',
    'Identify Your Values',
    'Identify',
    'Define',
    'Rank',
    '% Lived',
    'Thank You For Completing Your Pre-work',
  ][index] ?? '';

const stepNumberOf = (index: number): number | null =>
  index >= STEP.identifyIntro && index <= STEP.lived ? Math.max(1, index - STEP.identifyIntro) : null;

const baseOf = (saved: Saved): string => JSON.stringify(saved.lists);

const editsAt = (index: number, owner: string, saved: Saved): Edits | null =>
  isDataStep(index)
    ? (readDraft<Edits>(owner, index, baseOf(saved)) ?? editsFrom(index as DataStep, saved))
    : null;

/** The failure's message for the popup; anything but a refused call is logged too. */
const failureMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) console.error('pre-work call failed', error);
  return messageOf(error);
};

type Busy = 'previous' | 'save' | 'next' | 'download' | null;

/** The pre-work wizard (spec 2.15): eight pages, four of them saving a step of the participant's values. */
export const PreworkWizard = (props: PreworkWizardProps) => {
  const { productTitle, actingOn, owner, loadError, onLogout } = props;
  const navigate = useNavigate();
  const popup = usePopup();
  const { flash, show: showFlash } = useFlashMessage();
  const [index, setIndex] = useState(props.startAt);
  const [saved, setSaved] = useState(props.saved);
  const [edits, setEdits] = useState<Edits | null>(() => editsAt(props.startAt, owner, props.saved));
  const [stepError, setStepError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    document.title = documentTitleOf(index, productTitle);
    // After a move, focus goes to the new page's title so keyboard and screen-reader users start there.
    if (moved.current) {
      titleRef.current?.focus();
      window.scrollTo?.(0, 0);
    }
  }, [index, productTitle]);

  const goTo = (target: number, savedNow: Saved = saved) => {
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
    mutationFn: (body: ValuesSave) => saveValues({ uid: actingOn }, 'prework', body),
  });

  const save = async (direction: -1 | 0 | 1) => {
    if (edits === null || busy !== null) return;
    const prepared = prepareSave(edits, saved);
    if (!prepared.ok) {
      setStepError(prepared.message);
      popup.show(prepared.message, 'failure');
      return;
    }
    setBusy(direction === -1 ? 'previous' : direction === 0 ? 'save' : 'next');
    try {
      const reply = await saving.mutateAsync(prepared.body);
      clearDraft(owner, edits.step);
      setSaved(prepared.saved);
      showFlash(reply.message);
      if (direction !== 0) goTo(index + direction, prepared.saved);
    } catch (error) {
      popup.show(failureMessage(error), 'failure');
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      await downloadOutput(owner, 'prework', null);
    } catch (error) {
      popup.show(failureMessage(error), 'failure');
    } finally {
      setBusy(null);
    }
  };

  const previousButton = (
    <Button variant="secondary" onClick={() => goTo(index - 1)}>
      Previous
    </Button>
  );
  const saveButtons = (
    <>
      <Button
        variant="secondary"
        busy={busy === 'previous'}
        disabled={busy !== null}
        onClick={() => save(-1)}
      >
        Save & Previous
      </Button>
      <Button variant="secondary" busy={busy === 'save'} disabled={busy !== null} onClick={() => save(0)}>
        Save
      </Button>
      <Button busy={busy === 'next'} disabled={busy !== null} onClick={() => save(1)}>
        Save & Next
      </Button>
    </>
  );

  const valuesMissing = saved.lists.values.length === 0 && index > STEP.identify && index < STEP.completion;

  let content: ReactNode;
  let actions: ReactNode;
  if (valuesMissing) {
    content = (
      <Banner tone="warning" title="Your values are not available">
        {loadError ?? 'Please complete Step 1 first.'}
      </Banner>
    );
    actions = previousButton;
  } else if (index === STEP.agreement) {
    content = <AgreementText />;
    actions = <Button onClick={() => goTo(STEP.introduction)}>I Agree</Button>;
  } else if (index === STEP.introduction || index === STEP.identifyIntro) {
    content = index === STEP.introduction ? <IntroductionText /> : <IdentifyIntroText />;
    actions = (
      <>
        {index > firstIndex(actingOn !== undefined) && previousButton}
        <Button onClick={() => goTo(index + 1)}>Next</Button>
      </>
    );
  } else if (index === STEP.completion) {
    content = (
      <>
        <CompletionText />
        <p role="status" className="vs-prework-status">
          {busy === 'download' ? 'Preparing your download. This can take a few seconds.' : ''}
        </p>
      </>
    );
    actions = (
      <>
        {previousButton}
        <Button variant="secondary" busy={busy === 'download'} onClick={download}>
          Download
        </Button>
        {actingOn === undefined ? (
          <Button onClick={onLogout}>Logout</Button>
        ) : (
          <Button onClick={() => navigate(-1)}>Finish</Button>
        )}
      </>
    );
  } else {
    content = <DataStepEditor edits={edits} saved={saved} stepError={stepError} onEdit={edit} />;
    actions = saveButtons;
  }

  const stepNumber = stepNumberOf(index);
  return (
    <div className="vs-prework">
      <WizardFrame
        title={headingOf(index, productTitle)}
        step={stepNumber === null ? undefined : { current: stepNumber, total: 4 }}
        flash={flash}
        actions={actions}
        titleRef={titleRef}
      >
        {content}
      </WizardFrame>
    </div>
  );
};

interface DataStepEditorProps {
  readonly edits: Edits | null;
  readonly saved: Saved;
  readonly stepError: string | null;
  readonly onEdit: (edits: Edits) => void;
}

const DataStepEditor = ({ edits, saved, stepError, onEdit }: DataStepEditorProps) => {
  switch (edits?.step) {
    case STEP.identify:
      return (
        <IdentifyStep
          cells={edits.cells}
          originalValues={saved.originalValues}
          error={stepError}
          onChange={(cells) => onEdit({ step: STEP.identify, cells })}
        />
      );
    case STEP.define:
      return (
        <DefineStep
          labels={edits.labels}
          descriptions={edits.descriptions}
          onChange={(labels, descriptions) => onEdit({ step: STEP.define, labels, descriptions })}
        />
      );
    case STEP.rank:
      return (
        <RankStep
          lists={edits.lists}
          onMove={(from, to) => onEdit({ step: STEP.rank, lists: moveValue(edits.lists, from, to) })}
        />
      );
    case STEP.lived:
      return (
        <>
          <LivedStep
            values={saved.lists.values}
            percents={edits.percents}
            onChange={(percents) => onEdit({ step: STEP.lived, percents })}
          />
          {stepError && (
            <p className="vs-prework-error" role="alert">
              {stepError}
            </p>
          )}
        </>
      );
    default:
      return null;
  }
};
