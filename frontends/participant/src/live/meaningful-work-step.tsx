import {
  Banner,
  Button,
  ConfirmDialog,
  type FlashControl,
  Spinner,
  WizardFrame,
  type WizardFrameProps,
} from '@vs/ui';
import { type Ref, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OutputOwner } from '../api/downloads.ts';
import type { Target } from '../api/queries.ts';
import { EventLine } from '../shared/event-line.tsx';
import { DownloadButton } from './download-button.tsx';
import { liveMessages as m } from './live-messages.ts';
import { MeaningfulWorkForm } from './meaningful-work-form.tsx';
import { useMeaningfulWork } from './use-meaningful-work.ts';

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
  step,
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
  readonly step?: WizardFrameProps['step'];
  readonly flash: FlashControl;
  readonly onPrevious: () => void;
  readonly onFinish: () => void;
}) => {
  // Whose sheet this is; without a known user no draft is kept in the browser.
  const sheet = useMeaningfulWork(target, owner ?? target.uid ?? null, flash);
  const { loaded, data, saving } = sheet;
  const [asking, setAsking] = useState(false);
  const intl = useIntl();

  return (
    <WizardFrame
      title={intl.formatMessage(m.mwTitle)}
      step={step}
      context={<EventLine target={target} />}
      titleRef={titleRef}
      flash={flash.flash}
      actions={
        <>
          {/* Destructive, so apart from the others and marked as such (it asks before it resets). */}
          <Button
            variant="secondary"
            className="vs-mw-reset"
            disabled={loaded === null}
            onClick={() => setAsking(true)}
          >
            {intl.formatMessage(m.reset)}
          </Button>
          <Button
            variant="secondary"
            disabled={data === null || saving}
            onClick={() => void sheet.save().then((ok) => ok && onPrevious())}
          >
            {intl.formatMessage(m.savePrevious)}
          </Button>
          <DownloadButton
            uid={owner}
            person={person}
            page="mw"
            onFailure={(message) => flash.show(message, 'failure')}
          />
          <Button variant="secondary" onClick={onFinish}>
            {intl.formatMessage(m.finish)}
          </Button>
        </>
      }
      primary={
        <Button disabled={data === null} busy={saving} onClick={() => void sheet.save()}>
          {intl.formatMessage(m.save)}
        </Button>
      }
    >
      {data === null && sheet.loadFailure !== null ? (
        <Banner
          tone="danger"
          title={intl.formatMessage(m.mwNotLoaded)}
          action={
            <Button variant="secondary" onClick={sheet.retry}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {sheet.loadFailure}
        </Banner>
      ) : data === null ? (
        <Spinner label={intl.formatMessage(m.mwLoading)} />
      ) : (
        <MeaningfulWorkForm data={data} onChange={sheet.change} />
      )}
      <ConfirmDialog
        open={asking}
        destructive
        title={intl.formatMessage(m.reset)}
        message={intl.formatMessage(m.resetMessage)}
        confirmLabel={intl.formatMessage(m.confirmReset)}
        onConfirm={() => {
          sheet.reset();
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </WizardFrame>
  );
};
