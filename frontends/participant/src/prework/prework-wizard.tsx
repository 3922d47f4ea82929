import { Banner, Button, WizardFrame } from '@vs/ui';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { FollowUpDrift } from '../live/follow-up-drift.tsx';
import { EventLine } from '../shared/event-line.tsx';
import { CompletionRecap } from './completion-recap.tsx';
import { DataStepEditor } from './data-step-editor.tsx';
import { AgreementText, IdentifyIntroText, IntroductionText } from './info-pages.tsx';
import { preworkMessages as m } from './prework-messages.ts';
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
const headingOf = (index: number, productTitle: string, intl: IntlShape): string => {
  const headings = [m.introduction, m.identifyYourValues, m.identify, m.define, m.rank, m.lived, m.thankYou];
  const heading = headings[index - 1];
  return index === 0 ? productTitle : heading === undefined ? '' : intl.formatMessage(heading);
};

const stepNumberOf = (index: number): number | null =>
  index >= STEP.identifyIntro && index <= STEP.lived ? Math.max(1, index - STEP.identifyIntro) : null;

/** What a page shows, its other buttons and its one primary button. */
interface Page {
  readonly content: ReactNode;
  readonly actions?: ReactNode;
  readonly primary?: ReactNode;
}

/** Save & Previous, Save (the others) and Save & Next (primary) of a data step: each saves first; one call at a time. */
const saveButtons = ({ busy, save }: PreworkWizardState, intl: IntlShape): Omit<Page, 'content'> => ({
  actions: (
    <>
      <Button
        variant="secondary"
        busy={busy === 'previous'}
        disabled={busy !== null}
        onClick={() => save(-1)}
      >
        {intl.formatMessage(m.savePrevious)}
      </Button>
      <Button variant="secondary" busy={busy === 'save'} disabled={busy !== null} onClick={() => save(0)}>
        {intl.formatMessage(m.save)}
      </Button>
    </>
  ),
  primary: (
    <Button busy={busy === 'next'} disabled={busy !== null} onClick={() => save(1)}>
      {intl.formatMessage(m.saveNext)}
    </Button>
  ),
});

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
  intl: IntlShape,
): Page => {
  const { index, saved, busy, showStep } = wizard;
  const previousButton = (
    <Button variant="secondary" onClick={() => showStep(index - 1)}>
      {intl.formatMessage(m.previous)}
    </Button>
  );
  if (saved.lists.values.length === 0 && index > STEP.identify && index < STEP.completion) {
    return {
      content: (
        <Banner tone="warning" title={intl.formatMessage(m.valuesUnavailable)}>
          {loadError ?? intl.formatMessage(m.completeStepOne)}
        </Banner>
      ),
      primary: previousButton,
    };
  }
  switch (index) {
    case STEP.agreement:
      return {
        content: <AgreementText />,
        primary: <Button onClick={() => showStep(STEP.introduction)}>{intl.formatMessage(m.agree)}</Button>,
      };
    case STEP.introduction:
    case STEP.identifyIntro:
      return {
        content: index === STEP.introduction ? <IntroductionText /> : <IdentifyIntroText />,
        actions: index > firstIndex(actingOn !== undefined) && previousButton,
        primary: <Button onClick={() => showStep(index + 1)}>{intl.formatMessage(m.next)}</Button>,
      };
    case STEP.completion:
      return {
        content: (
          <>
            <CompletionRecap values={saved.lists} target={{ uid: actingOn }} />
            {actingOn === undefined ? null : <FollowUpDrift uid={actingOn} />}
            <p role="status" className="vs-prework-status">
              {busy === 'download' ? intl.formatMessage(m.preparingDownload) : ''}
            </p>
          </>
        ),
        actions: (
          <>
            {previousButton}
            {actingOn === undefined ? (
              <Button variant="secondary" onClick={onLogout}>
                {intl.formatMessage(m.logout)}
              </Button>
            ) : (
              <Button variant="secondary" onClick={onFinish}>
                {intl.formatMessage(m.finish)}
              </Button>
            )}
          </>
        ),
        primary: (
          <Button busy={busy === 'download'} onClick={wizard.download}>
            {intl.formatMessage(m.download)}
          </Button>
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
        ...saveButtons(wizard, intl),
      };
  }
};

/**
 * The pre-work wizard (spec 2.15): eight pages, four of them saving a step of the participant's
 * values. Its state and calls are usePreworkWizard's; this picks the open page and frames it.
 */
export const PreworkWizard = (props: PreworkWizardProps) => {
  const navigate = useNavigate();
  const intl = useIntl();
  const wizard = usePreworkWizard(props);
  const { content, actions, primary } = pageOf(wizard, { ...props, onFinish: () => navigate(-1) }, intl);
  const stepNumber = stepNumberOf(wizard.index);
  const total = 4;
  return (
    <div className="vs-prework">
      <WizardFrame
        title={headingOf(wizard.index, props.productTitle, intl)}
        step={
          stepNumber === null
            ? undefined
            : {
                current: stepNumber,
                total,
                label: intl.formatMessage(m.stepLine, { current: stepNumber, total }),
              }
        }
        context={<EventLine target={{ uid: props.actingOn }} />}
        flash={wizard.flash}
        actions={actions}
        primary={primary}
        titleRef={wizard.titleRef}
      >
        {content}
      </WizardFrame>
    </div>
  );
};
