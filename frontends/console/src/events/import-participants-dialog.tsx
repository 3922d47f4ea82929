import { useMutation } from '@tanstack/react-query';
import { IMPORT_MAX_BYTES, type ImportParticipantsResult } from '@vs/domain';
import { Banner, Button, callWithReport, Dialog, messageOf } from '@vs/ui';
import { useId, useState } from 'react';
import { api } from '../api/client.ts';
import { useShowFailure } from '../api/server-action.ts';
import { useRefreshAfterEventChange } from './event-view-query.ts';
import { IMPORT_TEMPLATE } from './participants-csv.ts';

export const NOT_CSV_MESSAGE = 'Choose a .csv file (save the spreadsheet as CSV first)';
export const TOO_LARGE_MESSAGE = 'The file is larger than 1 MB: split it into smaller files';

const sendImport = (input: { eid: string; csv: string; dryRun: boolean }) =>
  callWithReport(api.api.event.import_participants.$post({ json: input }), isImportReport);

type ImportReport = ImportParticipantsResult;
type ImportRow = ImportReport['rows'][number];

/** A 400 of the import that still says, row by row, what is wrong. */
function isImportReport(body: unknown): body is ImportReport {
  return typeof body === 'object' && body !== null && Array.isArray((body as { rows?: unknown }).rows);
}

/** Checked before any call: a .csv (or .txt) of at most 1 MB. */
export const importFileProblemOf = (file: File): string | null => {
  if (!/\.(csv|txt)$/i.test(file.name)) return NOT_CSV_MESSAGE;
  return file.size > IMPORT_MAX_BYTES ? TOO_LARGE_MESSAGE : null;
};

const STATUS_TEXT: Record<ImportRow['status'], string> = { new: 'New', existing: 'Existing', error: 'Error' };

/** The preview: every row with what will happen to it, and why for an error (beside the line, so a phone shows it first). */
const ImportPreview = ({ report }: { readonly report: ImportReport }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
  <section className="vs-import-preview" aria-label="Rows of the file" tabIndex={0}>
    <table className="vs-import-table">
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Status</th>
          <th scope="col">Forename</th>
          <th scope="col">Surname</th>
          <th scope="col">Email</th>
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row) => (
          <tr key={row.line} data-status={row.status}>
            <td>{row.line}</td>
            <td>
              <span className="vs-import-status">{STATUS_TEXT[row.status]}</span>
              {row.message !== undefined && <span className="vs-import-problem">: {row.message}</span>}
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

const ImportForm = ({ eid, onClose }: { readonly eid: string; readonly onClose: () => void }) => {
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
          Participant file (CSV)
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
          Choose or drop a file whose first row names the columns forename, surname and email (comma,
          semicolon or tab separated). Nothing is imported before you confirm, and no login email is sent.{' '}
          <a
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(IMPORT_TEMPLATE)}`}
            download="participants-template.csv"
          >
            Download the template
          </a>
        </p>
        {problem !== null && (
          <p id={errorId} className="vs-field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        {preview.isPending && <p>Reading the file…</p>}
        {report !== undefined && (
          <Banner tone={done ? 'success' : report.success ? 'info' : 'danger'}>
            {report.message}
            {!report.success && '. Correct the rows marked Error in the file, then choose it again.'}
          </Banner>
        )}
        {(preview.isError || commit.isError) && (
          <Banner tone="danger">{messageOf(preview.error ?? commit.error)}</Banner>
        )}
      </div>
      {report !== undefined && <ImportPreview report={report} />}
      <div className="vs-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={commit.isPending}>
          {done ? 'Close' : 'Cancel'}
        </Button>
        {!done && (
          <Button
            busy={commit.isPending}
            disabled={csv === null || preview.data?.success !== true}
            onClick={() => csv !== null && commit.mutate({ eid, csv, dryRun: false })}
          >
            {`Import ${count} participant${count === 1 ? '' : 's'}`}
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
  <Dialog open={open} onOpenChange={onOpenChange} title="Import Participants" size="l">
    <ImportForm eid={eid} onClose={() => onOpenChange(false)} />
  </Dialog>
);
