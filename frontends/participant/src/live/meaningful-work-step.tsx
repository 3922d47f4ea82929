import { type MeaningfulWorkData, type MeaningfulWorkKey, TEXT_LIMITS } from '@vs/domain';
import {
  ApiError,
  Banner,
  Button,
  ConfirmDialog,
  draftKey,
  draftStore,
  type FlashControl,
  messageOf,
  Spinner,
  TextArea,
  WizardFrame,
} from '@vs/ui';
import { type Ref, useEffect, useState } from 'react';
import { DownloadButton } from './download-button.tsx';
import {
  type EventInfo,
  loadMeaningfulWork,
  type MeaningfulWorkReply,
  type OutputOwner,
  saveMeaningfulWork,
  type Target,
} from './live-api.ts';

export const RESET_MESSAGE =
  'Are you sure you want to reset the data on this page back to the participants values? Any information entered will be lost.';

/** Spec 2.16's row counts: 1 for labels, 8 for descriptions, 3 for the final body. */
const LABEL_ROWS = 1;
const DESCRIPTION_ROWS = 8;
const BODY_ROWS = 3;

const formatDate = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const ACCELERATORS = [0, 1, 2, 3] as const;

/** The sheet's label-and-description groups (spec 2.16), in order. */
const VALUE_GROUPS: readonly {
  readonly legend: string;
  readonly role: 'driver' | 'result';
  readonly value: MeaningfulWorkKey;
  readonly description: MeaningfulWorkKey;
}[] = [
  { legend: 'The Space I Hold', role: 'driver', value: 'driver-value', description: 'driver-desc' },
  { legend: 'The Way I Relate', role: 'driver', value: 'driver-altlabel', description: 'driver-altdesc' },
  {
    legend: 'The Possibilities That Inspire Me',
    role: 'result',
    value: 'result-value',
    description: 'result-desc',
  },
];

/** The unsaved sheet of `owner` in this browser (@vs/ui's draft store, cleared at logout). */
const mwDraftKey = (owner: string) => draftKey(owner, 'mw');

const isSheet = (data: unknown): data is MeaningfulWorkData =>
  typeof data === 'object' && data !== null && Object.values(data).every((text) => typeof text === 'string');

const Field = ({
  label,
  field,
  rows,
  data,
  onChange,
}: {
  readonly label: string;
  readonly field: MeaningfulWorkKey;
  readonly rows: number;
  readonly data: MeaningfulWorkData;
  readonly onChange: (field: MeaningfulWorkKey, text: string) => void;
}) => (
  <TextArea
    label={label}
    rows={rows}
    maxLength={TEXT_LIMITS.meaningfulWork}
    value={data[field]}
    onChange={(e) => onChange(field, e.target.value)}
  />
);

/** Live step 4, only with Meaningful Work enabled: the sheet, saved to /api/response/meaningfulwork. */
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
  const [loaded, setLoaded] = useState<MeaningfulWorkReply | null>(null);
  const [data, setData] = useState<MeaningfulWorkData | null>(null);
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Whose sheet this is; without a known user no draft is kept in the browser.
  const draft = owner ?? target.uid ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the sheet on Retry.
  useEffect(() => {
    let current = true;
    setLoadFailure(null);
    loadMeaningfulWork(target).then(
      (reply) => {
        if (!current) return;
        const stored = draft === null ? null : draftStore.read(mwDraftKey(draft));
        setLoaded(reply);
        setData(isSheet(stored) ? stored : reply.data);
      },
      (error: unknown) => {
        console.error('meaningfulwork failed', error);
        if (current) setLoadFailure(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [target, draft, attempt]);

  const change = (field: MeaningfulWorkKey, text: string) => {
    if (data === null) return;
    const next = { ...data, [field]: text };
    setData(next);
    if (draft !== null) draftStore.write(mwDraftKey(draft), next);
  };

  const save = async (): Promise<boolean> => {
    if (data === null) return false;
    setSaving(true);
    try {
      const reply = await saveMeaningfulWork(target, data);
      if (draft !== null) draftStore.clear(mwDraftKey(draft));
      flash.show(reply.message ?? 'Saved');
      return true;
    } catch (error) {
      console.error('meaningfulwork save failed', error);
      flash.show(error instanceof ApiError ? error.message : 'Saving failed. Please try again.', 'failure');
      return false;
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    if (loaded === null) return;
    setData(loaded.defaults);
    if (draft !== null) draftStore.write(mwDraftKey(draft), loaded.defaults);
    setAsking(false);
  };

  const event: EventInfo | null = loaded?.event ?? null;
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
            onClick={() => void save().then((ok) => ok && onPrevious())}
          >
            Save & Previous
          </Button>
          <Button variant="secondary" disabled={data === null} busy={saving} onClick={() => void save()}>
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
      {event !== null && (
        <p className="vs-live-subtitle">
          {event.eventName}
          <span aria-hidden="true"> · </span>
          <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
        </p>
      )}
      {data === null && loadFailure !== null ? (
        <Banner
          tone="danger"
          title="Your Meaningful Work could not be loaded."
          action={
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          {loadFailure}
        </Banner>
      ) : data === null ? (
        <Spinner label="Loading your Meaningful Work" />
      ) : (
        <div className="vs-mw-form">
          {VALUE_GROUPS.map((group) => (
            <fieldset key={group.value} className={`vs-mw-group vs-role-${group.role}`}>
              <legend>{group.legend}</legend>
              <Field
                label={group.legend}
                field={group.value}
                rows={LABEL_ROWS}
                data={data}
                onChange={change}
              />
              <Field
                label="Description"
                field={group.description}
                rows={DESCRIPTION_ROWS}
                data={data}
                onChange={change}
              />
            </fieldset>
          ))}
          <fieldset className="vs-mw-group vs-role-result">
            <legend>That Results In</legend>
            <Field
              label="That Results In"
              field="result-alt"
              rows={DESCRIPTION_ROWS}
              data={data}
              onChange={change}
            />
          </fieldset>
          <fieldset className="vs-mw-group vs-mw-wide vs-role-accelerator">
            <legend>Accelerator Values</legend>
            <div className="vs-mw-accelerators">
              {ACCELERATORS.map((i) => (
                <div key={i} className="vs-mw-accelerator">
                  <Field
                    label={`Accelerator ${i + 1}`}
                    field={`accelerator-${i}-value`}
                    rows={LABEL_ROWS}
                    data={data}
                    onChange={change}
                  />
                  <Field
                    label={`Accelerator ${i + 1} description`}
                    field={`accelerator-${i}-desc`}
                    rows={DESCRIPTION_ROWS}
                    data={data}
                    onChange={change}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset className="vs-mw-group vs-mw-wide">
            <legend>Meaningful Because</legend>
            <Field
              label="Meaningful Because"
              field="mb-body"
              rows={BODY_ROWS}
              data={data}
              onChange={change}
            />
          </fieldset>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        destructive
        title="Reset"
        message={RESET_MESSAGE}
        confirmLabel="Confirm Reset"
        onConfirm={reset}
        onCancel={() => setAsking(false)}
      />
    </WizardFrame>
  );
};
