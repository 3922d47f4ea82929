import { valuesPrintDocument } from '@vs/domain';
import { PAGE_HEADINGS } from '@vs/print/views';
import { Button, type FlashControl, WizardFrame } from '@vs/ui';
import { PrintSurface } from '../print/print-surface.tsx';
import { DownloadButton } from './download-button.tsx';
import { EditValues } from './edit-step.tsx';
import type { LiveLists } from './live-lists.ts';
import { RevealBoard } from './reveal-board.tsx';
import { LIVE_PAGE_NAMES, type LiveStep } from './use-live-step.ts';
import type { LiveValuesState } from './use-live-values.ts';

/** What each page of live steps 1-3 is given: the loaded lists, their state, and the move between steps. */
interface PageProps {
  readonly lists: LiveLists;
  readonly values: LiveValuesState;
  readonly steps: LiveStep;
  readonly flash: FlashControl;
}

/** Step 1: reword, redefine, rate and re-rank; each button saves first (and moves only once saved). */
export const EditPage = ({ lists, values, steps, flash }: PageProps) => {
  const saveThen = async (next?: number) => {
    const ok = await values.save(lists, true);
    if (ok && next !== undefined) steps.go(next);
  };
  return (
    <WizardFrame
      title={LIVE_PAGE_NAMES[1]}
      titleRef={steps.titleRef}
      flash={flash.flash}
      actions={
        <>
          <Button variant="secondary" disabled={values.saving} onClick={() => void saveThen(0)}>
            Save & Previous
          </Button>
          <Button variant="secondary" busy={values.saving} onClick={() => void saveThen()}>
            Save
          </Button>
          <Button disabled={values.saving} onClick={() => void saveThen(2)}>
            Save & Next
          </Button>
        </>
      }
    >
      <p className="vs-live-lead">
        Reword your values, refine their definitions and the percentage of time you live each one (0-100).
        Drag a value by its handle to change its rank; 1 is the most meaningful.
      </p>
      <EditValues lists={lists} onChange={values.change} />
    </WizardFrame>
  );
};

/** Step 2: swap values between the slots of the reveal board; each swap is saved as it is made. */
export const CategorizePage = ({ lists, values, steps }: Omit<PageProps, 'flash'>) => (
  <WizardFrame
    title={LIVE_PAGE_NAMES[2]}
    titleRef={steps.titleRef}
    actions={
      <>
        <Button variant="secondary" onClick={() => steps.go(1)}>
          Previous
        </Button>
        <Button onClick={() => steps.go(3)}>Next</Button>
      </>
    }
  >
    <p className="vs-live-lead">
      Drag a value onto another slot to swap the two. With a keyboard: focus a value, press Space to pick it
      up, choose a slot with the arrow keys and press Space to drop it.
    </p>
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

/**
 * Step 3: the output as it prints, from the values on the page; Download, then Meaningful Work
 * (when enabled) or the end: Logout for one's own wizard, Finish for a privileged viewer.
 */
export const OutputPage = ({
  lists,
  values,
  steps,
  flash,
  productTitle,
  uid,
  onFinish,
}: PageProps & {
  readonly productTitle: string;
  /** The participant a privileged viewer acts on; absent for one's own. */
  readonly uid: string | undefined;
  readonly onFinish: () => void;
}) => {
  const { user, event } = values;
  const output = valuesPrintDocument(
    { productTitle, participant: user ?? { forename: '', surname: '' }, event },
    'live',
    { values: lists.values, descriptions: lists.descriptions, percentLived: lists.percentLived.map(Number) },
  );
  return (
    <WizardFrame
      title={PAGE_HEADINGS.live.title}
      titleRef={steps.titleRef}
      flash={flash.flash}
      actions={
        <>
          <Button variant="secondary" onClick={() => steps.go(2)}>
            Previous
          </Button>
          <DownloadButton
            uid={user?.uid ?? uid}
            person={user}
            page="live"
            onFailure={(m) => flash.show(m, 'failure')}
          />
          {user?.mwEnabled === true ? (
            <Button onClick={() => steps.go(4)}>Next</Button>
          ) : (
            <Button onClick={onFinish}>{uid === undefined ? 'Logout' : 'Finish'}</Button>
          )}
        </>
      }
    >
      <PrintSurface document={output} screen hideHeader />
    </WizardFrame>
  );
};
