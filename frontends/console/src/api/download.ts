import { ApiError, FALLBACK_MESSAGE, OFFLINE_MESSAGE } from './client.ts';

/** The file name a content-disposition header gives (RFC 5987 `filename*` first), else the fallback. */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
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
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Downloads a file the API streams (PDF, zip) under the name its content-disposition gives. A
 * failure throws ApiError with the server's message, so the caller can show it and clear its busy
 * state.
 */
export const downloadFile = async (path: string, fallbackName: string): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, reply.message || FALLBACK_MESSAGE);
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
};
