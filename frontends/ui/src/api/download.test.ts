import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutOffBody } from '../testing/cut-off-body.ts';
import { ApiError, OFFLINE_MESSAGE } from './call.ts';
import { downloadFile, fileNameOf } from './download.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="Jos_.pdf"; filename*=UTF-8''Jos%C3%A9.pdf`, 'x.pdf')).toBe(
      'José.pdf',
    );
    expect(fileNameOf('attachment; filename="Pat_Lee-ValuesSystem.pdf"', 'x.pdf')).toBe(
      'Pat_Lee-ValuesSystem.pdf',
    );
    expect(fileNameOf('attachment; filename=plain.pdf', 'x.pdf')).toBe('plain.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.pdf')).toBe('x.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});

describe('downloadFile', () => {
  it('saves the file under the name content-disposition gives', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('%PDF', { headers: { 'content-disposition': 'attachment; filename="Team.pdf"' } }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await downloadFile('/api/event/event_output?uid=u1', 'ValuesSystem.pdf');
    expect(fetch).toHaveBeenCalledWith('/api/event/event_output?uid=u1', { credentials: 'same-origin' });
    expect(saved).toEqual(['Team.pdf']);
  });

  it("throws the server's message when the file is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: 'Not your event' }), { status: 403 }),
      ),
    );
    const refused = downloadFile('/api/event/download_event', 'event.zip');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'Not your event' });
  });

  it('says the server could not be reached when the file is cut off on its way, and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(cutOffBody(), { status: 200 })),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const download = downloadFile('/api/event/download_event', 'event.zip');
    await expect(download).rejects.toMatchObject({ status: 0, message: OFFLINE_MESSAGE });
    expect(click).not.toHaveBeenCalled();
  });
});
