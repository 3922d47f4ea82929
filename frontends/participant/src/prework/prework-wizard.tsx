import { Banner, Button, WizardFrame } from '@vs/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataStepEditor } from './data-step-editor.tsx';
import { AgreementText, CompletionText, IdentifyIntroText, IntroductionText } from './info-pages.tsx';
import type { Saved } from './step-edits.ts';
import { type PreworkWizardState, usePreworkWizard } from './use-prework-wizard.ts';
import { firstIndex, STEP } from './wizard-logic.ts';

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

/** What a page shows and its buttons. */
interface Page {
  readonly content: ReactNode;
  readonly actions: ReactNode;
}

/** Save & Previous, Save, Save & Next of a data step: each saves first; one call at a time. */
const SaveButtons = ({ wizard: { busy, save } }: { readonly wizard: PreworkWizardState }) => (
  <>
    <Button variant="secondary" busy={busy === 'previous'} disabled={busy !== null} onClick={() => save(-1)}>
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

/** The open page: the information pages, the four data steps, and the completion page with its download. */
const pageOf = (
  wizard: PreworkWizardState,
  {
    actingOn,
    loadError,
    onLogout,
    onFinish,
  }: Pick<PreworkWizardProps, 'actingOn' | 'loadError' | 'onLogout'> & {
    readonly onFinish: () => void;
  },
): Page => {
  const { index, saved, busy, showStep } = wizard;
  const previousButton = (
    <Button variant="secondary" onClick={() => showStep(index - 1)}>
      Previous
    </Button>
  );
  if (saved.lists.values.length === 0 && index > STEP.identify && index < STEP.completion) {
    return {
      content: (
        <Banner tone="warning" title="Your values are not available">
          {loadError ?? 'Please complete Step 1 first.'}
        </Banner>
      ),
      actions: previousButton,
    };
  }
  switch (index) {
    case STEP.agreement:
      return {
        content: <AgreementText />,
        actions: <Button onClick={() => showStep(STEP.introduction)}>I Agree</Button>,
      };
    case STEP.introduction:
    case STEP.identifyIntro:
      return {
        content: index === STEP.introduction ? <IntroductionText /> : <IdentifyIntroText />,
        actions: (
          <>
            {index > firstIndex(actingOn !== undefined) && previousButton}
            <Button onClick={() => showStep(index + 1)}>Next</Button>
          </>
        ),
      };
    case STEP.completion:
      return {
        content: (
          <>
            <CompletionText />
            <p role="status" className="vs-prework-status">
              {busy === 'download' ? 'Preparing your download. This can take a few seconds.' : ''}
            </p>
          </>
        ),
        actions: (
          <>
            {previousButton}
            <Button variant="secondary" busy={busy === 'download'} onClick={wizard.download}>
              Download
            </Button>
            {actingOn === undefined ? (
              <Button onClick={onLogout}>Logout</Button>
            ) : (
              <Button onClick={onFinish}>Finish</Button>
            )}
          </>
        ),
      };
    default:
      return {
        content: (
          <DataStepEditor
            edits={wizard.edits}
            saved={saved}
            stepError={wizard.stepError}
            onEdit={wizard.edit}
          />
        ),
        actions: <SaveButtons wizard={wizard} />,
      };
  }
};

/**
 * The pre-work wizard (spec 2.15): eight pages, four of them saving a step of the participant's
 * values. Its state and calls are usePreworkWizard's; this picks the open page and frames it.
 */
export const PreworkWizard = (props: PreworkWizardProps) => {
  const navigate = useNavigate();
  const wizard = usePreworkWizard(props);
  const { content, actions } = pageOf(wizard, { ...props, onFinish: () => navigate(-1) });
  const stepNumber = stepNumberOf(wizard.index);
  return (
    <div className="vs-prework">
      <WizardFrame
        title={headingOf(wizard.index, props.productTitle)}
        step={stepNumber === null ? undefined : { current: stepNumber, total: 4 }}
        flash={wizard.flash}
        actions={actions}
        titleRef={wizard.titleRef}
      >
        {content}
      </WizardFrame>
    </div>
  );
};
