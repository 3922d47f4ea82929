import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { popupShows } from '../testing/dom.ts';
import { captureDownloads } from '../testing/downloads.ts';
import { fakeServer, type Reply, renderConsole } from '../testing/render-console.tsx';
import { ok, refused, sent } from '../testing/replies.ts';
import { DownloadFilesButton } from './download-files-button.tsx';
import { progressText } from './event-archive-download.ts';

const REQUEST_ID = '40000000-0000-4000-8000-000000000001';

/** The server: the request is accepted, then each status poll answers the next of `statuses`. */
const serve = (statuses: readonly Reply[], download: Reply = zipReply) => {
  let polls = 0;
  return fakeServer({
    'POST /api/event/event_file_request': {
      status: 202,
      body: { success: true, message: 'Preparing', requestId: REQUEST_ID },
    },
    'GET /api/event/event_file_status': () => statuses[Math.min(polls++, statuses.length - 1)] as Reply,
    'GET /api/event/event_file_download': download,
  });
};
const zipReply: Reply = {
  body: {},
  headers: { 'content-disposition': 'attachment; filename="Leaders Day 2026-06-10.zip"' },
};
const status = (state: string, done = 0, total = 0, error: string | null = null) =>
  ok({ state, done, total, error });

/** The button's own status line (the popup is a status region too). */
const statusOf = (button: HTMLElement): HTMLElement => {
  const region = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  if (!region) throw new Error('the button describes no status');
  return region;
};

const renderButton = () =>
  renderConsole(
    <DownloadFilesButton eid="e1" uploaded={false} eventName="Leaders Day" eventDate="2026-06-10" />,
  );

describe('DownloadFilesButton', () => {
  it('asks for the archive, shows its progress politely while the button is busy, then saves it', async () => {
    const names = captureDownloads();
    const server = serve([status('queued'), status('running', 12, 300), status('ready', 300, 300)]);
    const user = userEvent.setup();
    renderButton();
    const button = screen.getByRole('button', { name: 'Download Files of Leaders Day' });
    const region = statusOf(button);
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    button.focus();
    await user.keyboard('{Enter}');

    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(region.textContent).toBe('Preparing files…'));
    await waitFor(() => expect(region.textContent).toBe('Preparing files: 12 of 300 participants'), {
      timeout: 2500,
    });
    await waitFor(() => expect(names).toEqual(['Leaders Day 2026-06-10.zip']), { timeout: 2500 });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(region.textContent).toBe('');
    expect(document.activeElement).toBe(button);
    expect(sent(server.requests, 'POST', '/api/event/event_file_request').map((r) => r.body)).toEqual([
      { eid: 'e1', uploaded: false },
    ]);
    const polls = sent(server.requests, 'GET', '/api/event/event_file_status');
    expect(polls.map((r) => r.query.get('requestId'))).toEqual([REQUEST_ID, REQUEST_ID, REQUEST_ID]);
    expect(sent(server.requests, 'GET', '/api/event/event_file_download')[0]?.query.get('requestId')).toBe(
      REQUEST_ID,
    );
    // The spec's waiting call is not used.
    expect(sent(server.requests, 'GET', '/api/event/event_file')).toEqual([]);
  });

  it('shows the failure message of an archive that could not be built and frees the button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const names = captureDownloads();
    serve([status('failed', 3, 10, 'The files could not be prepared. Please try again later.')]);
    const user = userEvent.setup();
    renderButton();
    const button = screen.getByRole('button', { name: 'Download Files of Leaders Day' });
    await user.click(button);
    await popupShows('The files could not be prepared. Please try again later.');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(statusOf(button).textContent).toBe('');
    expect(names).toEqual([]);
  });

  it("shows the server's refusal of the request itself", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakeServer({ 'POST /api/event/event_file_request': refused(404, 'Event not found') });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Download Files of Leaders Day' }));
    await popupShows('Event not found');
    expect(sent(server.requests, 'GET', '/api/event/event_file_status')).toEqual([]);
  });
});

describe('progressText', () => {
  it('counts participants, in the singular for one', () => {
    const intl = createIntl({ locale: 'en' });
    expect(progressText(intl, null)).toBe('');
    expect(progressText(intl, { step: 'preparing', done: 0, total: 0 })).toBe('Preparing files…');
    expect(progressText(intl, { step: 'preparing', done: 0, total: 1 })).toBe(
      'Preparing files: 0 of 1 participant',
    );
    expect(progressText(intl, { step: 'preparing', done: 3, total: 12 })).toBe(
      'Preparing files: 3 of 12 participants',
    );
    expect(progressText(intl, { step: 'downloading' })).toBe('Downloading files…');
  });
});
