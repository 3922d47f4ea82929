import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderConsole, type SeenRequest } from '../testing/render-console.tsx';
import { FILE_PROBLEMS, ImportParticipantsDialog } from './import-participants-dialog.tsx';

const NOT_CSV_MESSAGE = String(FILE_PROBLEMS.notCsv.defaultMessage);
const TOO_LARGE_MESSAGE = String(FILE_PROBLEMS.tooLarge.defaultMessage);

const CSV = 'forename,surname,email\nNia,New,nia@example.test\nFay,Free,fay@example.test\n';
const rows = [
  { line: 2, forename: 'Nia', surname: 'New', email: 'nia@example.test', status: 'new' },
  { line: 3, forename: 'Fay', surname: 'Free', email: 'fay@example.test', status: 'existing' },
];

const importReply = (request: SeenRequest) => {
  const { dryRun } = request.body as { dryRun: boolean };
  return dryRun
    ? {
        body: {
          success: true,
          message: 'Ready to import 2 participants (1 new, 1 existing)',
          rows,
          created: 0,
          added: 0,
        },
      }
    : {
        body: {
          success: true,
          message: '2 participants imported (1 new, 1 existing)',
          rows,
          created: 1,
          added: 1,
        },
      };
};

const renderDialog = (
  reply: (request: SeenRequest) => { status?: number; body: Record<string, unknown> } = importReply,
) => {
  const server = fakeServer({ 'POST /api/event/import_participants': reply });
  const onOpenChange = vi.fn();
  renderConsole(<ImportParticipantsDialog eid="e1" open onOpenChange={onOpenChange} />);
  const imports = () =>
    server.requests.filter((request) => request.path === '/api/event/import_participants');
  const input = screen.getByLabelText('Participant file (CSV)') as HTMLInputElement;
  return {
    onOpenChange,
    imports,
    input,
    dialog: screen.getByRole('dialog', { name: 'Import Participants' }),
  };
};

describe('ImportParticipantsDialog', () => {
  it('previews the file by a dry run, then imports it on confirmation', async () => {
    const { imports, input, dialog } = renderDialog();
    const user = userEvent.setup();
    const confirm = within(dialog).getByRole('button', { name: /^Import \d+ participant/ });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.upload(input, new File([CSV], 'people.csv', { type: 'text/csv' }));
    expect(
      await within(dialog).findByText('Ready to import 2 participants (1 new, 1 existing)'),
    ).toBeTruthy();
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineStatusForenameSurnameEmail',
      '2NewNiaNewnia@example.test',
      '3ExistingFayFreefay@example.test',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 participants' }));
    expect(await within(dialog).findByText('2 participants imported (1 new, 1 existing)')).toBeTruthy();
    expect(imports().map((request) => request.body)).toEqual([
      { eid: 'e1', csv: CSV, dryRun: true },
      { eid: 'e1', csv: CSV, dryRun: false },
    ]);
    // Done: the dialog offers only to close (its own Close and the head's ×).
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('shows each error row with its reason and offers no import', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { imports, input, dialog } = renderDialog(() => ({
      status: 400,
      body: {
        success: false,
        message: '1 row has an error: nothing was imported',
        rows: [rows[0], { ...rows[1], status: 'error', message: 'email: Enter a valid email address' }],
        created: 0,
        added: 0,
      },
    }));
    await userEvent.setup().upload(input, new File([CSV], 'people.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(/1 row has an error: nothing was imported/)).toBeTruthy();
    const errorRow = within(dialog).getByText('Error').closest('tr');
    expect(errorRow?.getAttribute('data-status')).toBe('error');
    expect(errorRow?.textContent).toContain('email: Enter a valid email address');
    expect(
      within(dialog).getByRole('button', { name: 'Import 2 participants' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(imports()).toHaveLength(1);
  });

  it('refuses a file that is not CSV or larger than 1 MB before sending anything', async () => {
    const { imports, input } = renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'people.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_CSV_MESSAGE);
    await user.upload(input, new File(['x'.repeat(1_000_001)], 'people.csv'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(TOO_LARGE_MESSAGE));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(imports()).toEqual([]);
  });

  it("shows the server's message when it refuses the whole file", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { input, dialog } = renderDialog(() => ({
      status: 400,
      body: {
        success: false,
        message: 'csv: The first row must name the columns forename, surname, email (in any order)',
      },
    }));
    await userEvent.setup().upload(input, new File(['a,b\n1,2'], 'people.csv'));
    expect(
      (await within(dialog).findAllByText(/The first row must name the columns/)).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('offers a template with the three columns', () => {
    const { dialog } = renderDialog();
    const link = within(dialog).getByRole('link', { name: 'Download the template' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('forename,surname,email');
    expect(link.getAttribute('download')).toBe('participants-template.csv');
  });
});
