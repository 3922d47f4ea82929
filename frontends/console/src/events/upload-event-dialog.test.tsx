import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type Reply, renderConsole } from '../testing/render-console.tsx';
import { ok, refused } from '../testing/replies.ts';
import { UploadEventDialog } from './upload-event-dialog.tsx';

const FILE_TEXT = '{"version":1,"event":{},"participants":[]}';

const renderDialog = (
  uploadReply: Reply = { status: 201, ...ok({ message: 'Event uploaded', eid: 'u1', ueid: 'u1' }) },
) => {
  const server = fakeServer({ 'POST /api/event/upload_event': uploadReply });
  const onOpenChange = vi.fn();
  renderConsole(<UploadEventDialog open onOpenChange={onOpenChange} />);
  const uploads = () => server.requests.filter((request) => request.path === '/api/event/upload_event');
  return { onOpenChange, uploads, input: screen.getByLabelText('Event file') as HTMLInputElement };
};

describe('UploadEventDialog', () => {
  it("says 'Please select a file' and sends nothing when no file is chosen", async () => {
    const { uploads } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a file');
    expect(uploads()).toEqual([]);
  });

  it('accepts only .json files: another file is refused before anything is sent', async () => {
    const { uploads, input } = renderDialog();
    expect(input.accept).toBe('.json,application/json');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'event.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The event file must be a .json file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(uploads()).toEqual([]);
  });

  it("sends the file's text as eventFile and shows the server's message", async () => {
    const { uploads, input, onOpenChange } = renderDialog();
    const user = userEvent.setup();
    await user.upload(input, new File([FILE_TEXT], 'event.json', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(uploads().map((request) => request.body)).toEqual([{ eventFile: FILE_TEXT }]);
    expect(await screen.findByText('Event uploaded')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when it refuses the file and keeps the dialog open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { input, onOpenChange } = renderDialog(refused(400, 'Unsupported event file version (expected 1)'));
    const user = userEvent.setup();
    await user.upload(input, new File([FILE_TEXT], 'EVENT.JSON', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Unsupported event file version (expected 1)')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
