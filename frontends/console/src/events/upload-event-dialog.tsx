import { useQueryClient } from '@tanstack/react-query';
import { Button, call, Dialog } from '@vs/ui';
import { type FormEvent, useId, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { uploadedEventsKey } from './event-queries.ts';

const PROBLEMS = defineMessages({
  noFile: { id: 'console.events.uploadEvent.noFile', defaultMessage: 'Please select a file' },
  notJson: {
    id: 'console.events.uploadEvent.notJson',
    defaultMessage: 'The event file must be a .json file',
  },
});

/** Spec 5: a file must be chosen and it must be .json; anything else is refused before sending. */
const uploadProblemOf = (file: File | undefined): MessageDescriptor | null => {
  if (file === undefined) return PROBLEMS.noFile;
  return file.name.toLowerCase().endsWith('.json') ? null : PROBLEMS.notJson;
};

const UploadEventForm = ({ onClose }: { readonly onClose: () => void }) => {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | undefined>(undefined);
  const intl = useIntl();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const upload = useServerAction(
    async (chosen: File) =>
      call(api.api.event.upload_event.$post({ json: { eventFile: await chosen.text() } })),
    () => {
      onClose();
      return queryClient.invalidateQueries({ queryKey: uploadedEventsKey });
    },
  );
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const found = uploadProblemOf(file);
    setProblem(found);
    if (found === null && file !== undefined) upload.mutate(file);
  };
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <form onSubmit={submit} noValidate>
      <div className="vs-field">
        <label className="vs-field-label" htmlFor={inputId}>
          <FormattedMessage id="console.events.uploadEvent.file" defaultMessage="Event file" />
        </label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          className="vs-input vs-file-input"
          aria-invalid={problem === null ? undefined : true}
          aria-describedby={problem === null ? hintId : `${hintId} ${errorId}`}
          onChange={(change) => {
            setFile(change.target.files?.[0]);
            setProblem(null);
          }}
        />
        <p id={hintId} className="vs-field-hint">
          <FormattedMessage
            id="console.events.uploadEvent.fileHint"
            defaultMessage="The event.json from an event's downloaded files."
          />
        </p>
        {problem !== null && (
          <p id={errorId} className="vs-field-error" role="alert">
            {intl.formatMessage(problem)}
          </p>
        )}
      </div>
      <div className="vs-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={upload.isPending}>
          <FormattedMessage id="console.events.uploadEvent.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" busy={upload.isPending}>
          <FormattedMessage id="console.events.uploadEvent.upload" defaultMessage="Upload" />
        </Button>
      </div>
    </form>
  );
};

/** Upload Event (spec 2.10, super-admins): sends a downloaded event file back as an uploaded event. */
export const UploadEventDialog = ({
  open,
  onOpenChange,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) => {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'console.events.uploadEvent.title', defaultMessage: 'Upload Event' })}
    >
      <UploadEventForm onClose={() => onOpenChange(false)} />
    </Dialog>
  );
};
