/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * as they are, which that grammar forbids. */
const encodeHeaderValue = (text: string): string =>
  encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** A download name safe in a Content-Disposition header (RFC 6266 with an ASCII fallback). */
export const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeHeaderValue(fileName)}`;
