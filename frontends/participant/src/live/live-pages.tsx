import { valuesPrintDocument } from '@vs/domain';
import { pageTitle } from '@vs/print/views';
import { Button, type FlashControl, WizardFrame, type WizardFrameProps } from '@vs/ui';
import { type IntlShape, useIntl } from 'react-intl';
import type { Target } from '../api/queries.ts';
import { useLanguage } from '../i18n/language-context.ts';
import { useValueName } from '../i18n/value-names.ts';
import { preworkMessages } from '../prework/prework-messages.ts';
import { PrintSurface } from '../print/print-surface.tsx';
import { EventLine } from '../shared/event-line.tsx';
import { DownloadButton } from './download-button.tsx';
import { EditValues } from './edit-step.tsx';
import { FollowUpDrift } from './follow-up-drift.tsx';
import type { LiveLists } from './live-lists.ts';
import { liveMessages as m } from './live-messages.ts';
import { RevealBoard } from './reveal-board.tsx';
import { type LiveStep, livePageName } from './use-live-step.ts';
import type { LiveValuesState } from './use-live-values.ts';

/** What each page of live steps 1-3 is given: the loaded lists, their state, and the move between steps. */
interface PageProps {
  readonly lists: LiveLists;
  readonly values: LiveValuesState;
  readonly steps: LiveStep;
  readonly flash: FlashControl;
  /** Whose wizard: names the event under each title. */
  readonly target: Target;
}

/**
 * Where live step `current` (1 Edit, 2 Categorize, 3 Output, 4 Meaningful Work) stands: 'Step 2
 * (of 4)' with Meaningful Work, '(of 3)' without.
 */
export const liveStepLine = (
  current: number,
  mwEnabled: boolean,
  intl: IntlShape,
): WizardFrameProps['step'] => {
  const total = mwEnabled ? 4 : 3;
  return { current, total, label: intl.formatMessage(preworkMessages.stepLine, { current, total }) };
};

/** The frame's step line and event line of live step `current`. */
const frameOf = (
  current: number,
  { values, target }: Pick<PageProps, 'values' | 'target'>,
  intl: IntlShape,
) => ({
  step: liveStepLine(current, values.user?.mwEnabled === true, intl),
  context: <EventLine target={target} />,
});

/** Step 1: reword, redefine, rate and re-rank; each button saves first (and moves only once saved). */
export const EditPage = ({ lists, values, steps, flash, target }: PageProps) => {
  const intl = useIntl();
  const saveThen = async (next?: number) => {
    const ok = await values.save(lists, true);
    if (ok && next !== undefined) steps.go(next);
  };
  return (
    <WizardFrame
      title={livePageName(1, intl)}
      {...frameOf(1, { values, target }, intl)}
      titleRef={steps.titleRef}
      flash={flash.flash}
      actions={
        <>
          <Button variant="secondary" disabled={values.saving} onClick={() => void saveThen(0)}>
            {intl.formatMessage(m.savePrevious)}
          </Button>
          <Button variant="secondary" busy={values.saving} onClick={() => void saveThen()}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
      primary={
        <Button disabled={values.saving} onClick={() => void saveThen(2)}>
          {intl.formatMessage(m.saveNext)}
        </Button>
      }
    >
      <p className="vs-live-lead">{intl.formatMessage(m.editLead)}</p>
      <EditValues lists={lists} onChange={values.change} />
    </WizardFrame>
  );
};

/** Step 2: swap values between the slots of the reveal board; each swap is saved as it is made. */
export const CategorizePage = ({ lists, values, steps, target }: Omit<PageProps, 'flash'>) => {
  const intl = useIntl();
  return (
    <WizardFrame
      title={livePageName(2, intl)}
      {...frameOf(2, { values, target }, intl)}
      titleRef={steps.titleRef}
      actions={
        <Button variant="secondary" onClick={() => steps.go(1)}>
          {intl.formatMessage(m.previous)}
        </Button>
      }
      primary={<Button onClick={() => steps.go(3)}>{intl.formatMessage(m.next)}</Button>}
    >
      <p className="vs-live-lead">{intl.formatMessage(m.categorizeLead)}</p>
      <RevealBoard
        lists={lists}
        onSwap={(swapped) => {
          values.change(swapped);
          // Spec 8: a failed reveal save is only logged; the draft keeps the swap.
          void values.save(swapped, false);
        }}
      />
    </WizardFrame>
  );
};

/**
 * Step 3: the output as it prints, from the values on the page; Download, then Meaningful Work
 * (when enabled) or the end: Logout for one's own wizard, Finish for a privileged viewer.
 */
export const OutputPage = ({
  lists,
  values,
  steps,
  flash,
  target,
  productTitle,
  uid,
  onFinish,
}: PageProps & {
  readonly productTitle: string;
  /** The participant a privileged viewer acts on; absent for one's own. */
  readonly uid: string | undefined;
  readonly onFinish: () => void;
}) => {
  const intl = useIntl();
  const { language } = useLanguage();
  const valueName = useValueName();
  const { user, event } = values;
  const output = valuesPrintDocument(
    { productTitle, language, participant: user ?? { forename: '', surname: '' }, event },
    'live',
    {
      values: lists.values.map((v) => ({ ...v, value: valueName(v.originalIndex, v.value) })),
      descriptions: lists.descriptions,
      percentLived: lists.percentLived.map(Number),
    },
  );
  return (
    <WizardFrame
      title={pageTitle(intl, 'live')}
      {...frameOf(3, { values, target }, intl)}
      titleRef={steps.titleRef}
      flash={flash.flash}
      actions={
        <>
          <Button variant="secondary" onClick={() => steps.go(2)}>
            {intl.formatMessage(m.previous)}
          </Button>
          <DownloadButton
            uid={user?.uid ?? uid}
            person={user}
            page="live"
            onFailure={(m) => flash.show(m, 'failure')}
          />
        </>
      }
      primary={
        user?.mwEnabled === true ? (
          <Button onClick={() => steps.go(4)}>{intl.formatMessage(m.next)}</Button>
        ) : (
          <Button onClick={onFinish}>{intl.formatMessage(uid === undefined ? m.logout : m.finish)}</Button>
        )
      }
    >
      <PrintSurface document={output} screen hideHeader />
      {uid === undefined ? null : <FollowUpDrift uid={uid} />}
    </WizardFrame>
  );
};
