import { offlineError, refusalError, wholeBody } from './call.ts';

/**
 * The file name a content-disposition header gives (RFC 6266: the UTF-8 `filename*` first, then
 * `filename`, quoted or not), else `fallback`.
 */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
};

/** Hands a blob to the browser as a download named `name`. */
export const saveBlob = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; the URL only has to outlive that.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Downloads a file the API streams (PDF, zip) with the session cookie and saves it under the name
 * its content-disposition gives. A failure throws {@link ApiError} with the server's message, so
 * the caller can show it and clear its busy state.
 */
export const downloadFile = async (path: string, fallbackName: string): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw offlineError();
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw refusalError(response.status, reply);
  }
  saveBlob(
    await wholeBody(response.blob()),
    fileNameOf(response.headers.get('content-disposition'), fallbackName),
  );
};
