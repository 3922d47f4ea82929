import { Banner, Button, ConfirmDialog, type FlashControl, Spinner, WizardFrame } from '@vs/ui';
import { type Ref, useState } from 'react';
import type { OutputOwner } from '../api/downloads.ts';
import type { MeaningfulWorkReply, Target } from '../api/queries.ts';
import { DownloadButton } from './download-button.tsx';
import { MeaningfulWorkForm } from './meaningful-work-form.tsx';
import { useMeaningfulWork } from './use-meaningful-work.ts';

export const RESET_MESSAGE =
  'Are you sure you want to reset the data on this page back to the participants values? Any information entered will be lost.';

const formatDate = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The event's name and date above the sheet. */
const EventLine = ({ event }: { readonly event: NonNullable<MeaningfulWorkReply['event']> }) => (
  <p className="vs-live-subtitle">
    {event.eventName}
    <span aria-hidden="true"> · </span>
    <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
  </p>
);

/**
 * Live step 4, only with Meaningful Work enabled: the sheet (MeaningfulWorkForm), loaded, kept as
 * a draft and saved by useMeaningfulWork; this frame holds its buttons, load states and the Reset
 * confirmation.
 */
export const MeaningfulWorkStep = ({
  target,
  owner,
  person,
  titleRef,
  flash,
  onPrevious,
  onFinish,
}: {
  readonly target: Target;
  /** The uid the sheet belongs to: names its download and its unsaved draft. */
  readonly owner: string | undefined;
  /** The owner's name, for the download's name when the server gives none. */
  readonly person: OutputOwner | null;
  readonly titleRef: Ref<HTMLHeadingElement>;
  readonly flash: FlashControl;
  readonly onPrevious: () => void;
  readonly onFinish: () => void;
}) => {
  // Whose sheet this is; without a known user no draft is kept in the browser.
  const sheet = useMeaningfulWork(target, owner ?? target.uid ?? null, flash);
  const { loaded, data, saving } = sheet;
  const [asking, setAsking] = useState(false);

  return (
    <WizardFrame
      title="My Meaningful Work"
      titleRef={titleRef}
      flash={flash.flash}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={data === null || saving}
            onClick={() => void sheet.save().then((ok) => ok && onPrevious())}
          >
            Save & Previous
          </Button>
          <Button
            variant="secondary"
            disabled={data === null}
            busy={saving}
            onClick={() => void sheet.save()}
          >
            Save
          </Button>
          <DownloadButton uid={owner} person={person} page="mw" onFailure={(m) => flash.show(m, 'failure')} />
          <Button variant="secondary" disabled={loaded === null} onClick={() => setAsking(true)}>
            Reset
          </Button>
          <Button onClick={onFinish}>Finish</Button>
        </>
      }
    >
      {loaded?.event ? <EventLine event={loaded.event} /> : null}
      {data === null && sheet.loadFailure !== null ? (
        <Banner
          tone="danger"
          title="Your Meaningful Work could not be loaded."
          action={
            <Button variant="secondary" onClick={sheet.retry}>
              Retry
            </Button>
          }
        >
          {sheet.loadFailure}
        </Banner>
      ) : data === null ? (
        <Spinner label="Loading your Meaningful Work" />
      ) : (
        <MeaningfulWorkForm data={data} onChange={sheet.change} />
      )}
      <ConfirmDialog
        open={asking}
        destructive
        title="Reset"
        message={RESET_MESSAGE}
        confirmLabel="Confirm Reset"
        onConfirm={() => {
          sheet.reset();
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </WizardFrame>
  );
};
