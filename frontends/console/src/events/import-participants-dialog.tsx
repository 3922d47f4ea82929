import { useMutation } from '@tanstack/react-query';
import { IMPORT_MAX_BYTES, type ImportParticipantsResult } from '@vs/domain';
import { Banner, Button, callWithReport, Dialog, messageOf } from '@vs/ui';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useShowFailure } from '../api/server-action.ts';
import { useRefreshAfterEventChange } from './event-view-query.ts';
import { IMPORT_TEMPLATE } from './participants-csv.ts';

/** What is wrong with a chosen file, found before any call. */
export const FILE_PROBLEMS = defineMessages({
  notCsv: {
    id: 'console.events.import.notCsv',
    defaultMessage: 'Choose a .csv file (save the spreadsheet as CSV first)',
  },
  tooLarge: {
    id: 'console.events.import.tooLarge',
    defaultMessage: 'The file is larger than 1 MB: split it into smaller files',
  },
});

const sendImport = (input: { eid: string; csv: string; dryRun: boolean }) =>
  callWithReport(api.api.event.import_participants.$post({ json: input }), isImportReport);

/** The import's reply as the API sends it: its message and the rows' problems worded for the reader. */
type ImportRow = Omit<ImportParticipantsResult['rows'][number], 'message'> & { readonly message?: string };
interface ImportReport extends Omit<ImportParticipantsResult, 'message' | 'rows'> {
  readonly message: string;
  readonly rows: ImportRow[];
}

/** A 400 of the import that still says, row by row, what is wrong. */
function isImportReport(body: unknown): body is ImportReport {
  return typeof body === 'object' && body !== null && Array.isArray((body as { rows?: unknown }).rows);
}

/** Checked before any call: a .csv (or .txt) of at most 1 MB. */
export const importFileProblemOf = (file: File): keyof typeof FILE_PROBLEMS | null => {
  if (!/\.(csv|txt)$/i.test(file.name)) return 'notCsv';
  return file.size > IMPORT_MAX_BYTES ? 'tooLarge' : null;
};

const STATUS_TEXT = defineMessages({
  new: { id: 'console.events.import.status.new', defaultMessage: 'New' },
  existing: { id: 'console.events.import.status.existing', defaultMessage: 'Existing' },
  error: { id: 'console.events.import.status.error', defaultMessage: 'Error' },
}) satisfies Record<ImportRow['status'], unknown>;

/** The preview's columns: the file's line, what will happen to it, the person. */
const PREVIEW_HEADINGS: readonly MessageDescriptor[] = Object.values(
  defineMessages({
    line: { id: 'console.events.import.line', defaultMessage: 'Line' },
    status: { id: 'console.events.import.status', defaultMessage: 'Status' },
    forename: { id: 'console.events.import.forename', defaultMessage: 'Forename' },
    surname: { id: 'console.events.import.surname', defaultMessage: 'Surname' },
    email: { id: 'console.events.import.email', defaultMessage: 'Email' },
  }),
);

/** The preview: every row with what will happen to it, and why for an error (beside the line, so a phone shows it first). */
const ImportPreview = ({ report }: { readonly report: ImportReport }) => {
  const label = useIntl().formatMessage({
    id: 'console.events.import.rows',
    defaultMessage: 'Rows of the file',
  });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="vs-import-preview" aria-label={label} tabIndex={0}>
      <table className="vs-import-table">
        <thead>
          <tr>
            {PREVIEW_HEADINGS.map((heading) => (
              <th key={heading.id} scope="col">
                <FormattedMessage {...heading} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.line} data-status={row.status}>
              <td>{row.line}</td>
              <td>
                <span className="vs-import-status">
                  <FormattedMessage {...STATUS_TEXT[row.status]} />
                </span>
                {row.message !== undefined && (
                  <span className="vs-import-problem">
                    <FormattedMessage
                      id="console.events.import.problem"
                      defaultMessage=": {problem}"
                      values={{ problem: row.message }}
                    />
                  </span>
                )}
              </td>
              <td>{row.forename}</td>
              <td>{row.surname}</td>
              <td>{row.email}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};

const ImportForm = ({ eid, onClose }: { readonly eid: string; readonly onClose: () => void }) => {
  const intl = useIntl();
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<keyof typeof FILE_PROBLEMS | null>(null);
  const showFailure = useShowFailure();
  const refresh = useRefreshAfterEventChange();
  const preview = useMutation({ mutationFn: sendImport, onError: showFailure });
  const commit = useMutation({
    mutationFn: sendImport,
    onError: showFailure,
    onSuccess: (report) => (report.success ? refresh() : undefined),
  });
  const report = commit.data ?? preview.data;
  const done = commit.data?.success === true;
  const choose = async (file: File | undefined) => {
    preview.reset();
    commit.reset();
    setCsv(null);
    if (file === undefined) return setProblem(null);
    const found = importFileProblemOf(file);
    setProblem(found);
    if (found !== null) return;
    const text = await file.text();
    setCsv(text);
    preview.mutate({ eid, csv: text, dryRun: true });
  };
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const count = report === undefined ? 0 : report.rows.length;
  return (
    <div className="vs-import">
      <div className="vs-field">
        <label className="vs-field-label" htmlFor={inputId}>
          <FormattedMessage id="console.events.import.file" defaultMessage="Participant file (CSV)" />
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="vs-input vs-file-input"
          disabled={commit.isPending || done}
          aria-invalid={problem === null ? undefined : true}
          aria-describedby={problem === null ? hintId : `${hintId} ${errorId}`}
          onChange={(change) => void choose(change.target.files?.[0])}
        />
        <p id={hintId} className="vs-field-hint">
          <FormattedMessage
            id="console.events.import.hint"
            defaultMessage="Choose or drop a file whose first row names the columns forename, surname and email (comma, semicolon or tab separated). Nothing is imported before you confirm, and no login email is sent. <template>Download the template</template>"
            values={{
              template: (words) => (
                <a
                  href={`data:text/csv;charset=utf-8,${encodeURIComponent(IMPORT_TEMPLATE)}`}
                  download="participants-template.csv"
                >
                  {words}
                </a>
              ),
            }}
          />
        </p>
        {problem !== null && (
          <p id={errorId} className="vs-field-error" role="alert">
            {intl.formatMessage(FILE_PROBLEMS[problem])}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        {preview.isPending && (
          <p>
            <FormattedMessage id="console.events.import.reading" defaultMessage="Reading the file…" />
          </p>
        )}
        {report !== undefined && (
          <Banner tone={done ? 'success' : report.success ? 'info' : 'danger'}>
            {report.success ? (
              report.message
            ) : (
              <FormattedMessage
                id="console.events.import.correct"
                defaultMessage="{message}. Correct the rows marked {error} in the file, then choose it again."
                values={{ message: report.message, error: intl.formatMessage(STATUS_TEXT.error) }}
              />
            )}
          </Banner>
        )}
        {(preview.isError || commit.isError) && (
          <Banner tone="danger">{messageOf(preview.error ?? commit.error, intl)}</Banner>
        )}
      </div>
      {report !== undefined && <ImportPreview report={report} />}
      <div className="vs-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={commit.isPending}>
          {done ? (
            <FormattedMessage id="console.events.import.close" defaultMessage="Close" />
          ) : (
            <FormattedMessage id="console.events.import.cancel" defaultMessage="Cancel" />
          )}
        </Button>
        {!done && (
          <Button
            busy={commit.isPending}
            disabled={csv === null || preview.data?.success !== true}
            onClick={() => csv !== null && commit.mutate({ eid, csv, dryRun: false })}
          >
            <FormattedMessage
              id="console.events.import.confirm"
              defaultMessage="Import {count, plural, one {# participant} other {# participants}}"
              values={{ count }}
            />
          </Button>
        )}
      </div>
    </div>
  );
};

/**
 * Import CSV (issue 15): a Guide brings a spreadsheet of participants into the event. The file is
 * checked by a dry run first and every row shown with what will happen to it; only a file without
 * errors can be imported, all at once.
 */
export const ImportParticipantsDialog = ({
  eid,
  open,
  onOpenChange,
}: {
  readonly eid: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) => (
  <Dialog
    open={open}
    onOpenChange={onOpenChange}
    title={<FormattedMessage id="console.events.import.title" defaultMessage="Import Participants" />}
    size="l"
  >
    <ImportForm eid={eid} onClose={() => onOpenChange(false)} />
  </Dialog>
);
