/**
 * Whether an `If-None-Match` request header names this strong ETag (`"..."`): `*`, or one of its
 * listed tags, a weak one (`W/"..."`) compared by its value (RFC 9110 13.1.2, weak comparison).
 */
export const matchesIfNoneMatch = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(etag) ?? false;
};
