import type { createHttpClient } from '@vs/api/testing';
import { eventually } from '@vs/composition/testing';

type Client = ReturnType<typeof createHttpClient>;

/** A download as the browser gets it: status, type and the bytes. */
export interface Download {
  readonly status: number;
  readonly type: string | null;
  readonly bytes: Uint8Array;
}

const download = async (url: string, client: Client, path: string): Promise<Download> => {
  const response = await fetch(`${url}${path}`, { headers: { cookie: client.cookie } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
};

/** A participant's live PDF, as their Guide downloads it (the pdf worker renders it). */
export const downloadParticipantPdf = (url: string, guide: Client, uid: string): Promise<Download> =>
  download(url, guide, `/api/event/event_output?uid=${uid}&page=live`);

/**
 * An event's zip the console's way: asked for, polled until ready or failed (any replica
 * answers), then downloaded. The zip worker builds it; the status says how far it got.
 */
export const downloadEventZip = async (
  url: string,
  guide: Client,
  eid: string,
): Promise<{ status: Record<string, unknown>; zip: Download | null }> => {
  const asked = await guide.request('POST', '/api/event/event_file_request', { eid });
  if (asked.status !== 202) return { status: { asked: asked.status, ...asked.body }, zip: null };
  const requestId = asked.body.requestId as string;
  let status: Record<string, unknown> = {};
  await eventually(async () => {
    status = (await guide.request('GET', `/api/event/event_file_status?requestId=${requestId}`)).body;
    return status.state === 'ready' || status.state === 'failed';
  }, 120_000);
  return {
    status,
    zip:
      status.state === 'ready'
        ? await download(url, guide, `/api/event/event_file_download?requestId=${requestId}`)
        : null,
  };
};

/** Whether bytes start as a PDF does (`%PDF-`). */
export const isPdf = (bytes: Uint8Array): boolean => new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-';

/** Whether bytes start as a zip does (a local file header, `PK\x03\x04`). */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
