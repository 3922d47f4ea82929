/**
 * Where a finished sign-in lands: the local path asked for (`/console?tab=x`), else `/`. Anything
 * that a browser could read as another origin is refused: `//host`, `/\host`, absolute URLs,
 * control characters (which browsers strip, joining `/` and `/`).
 */
export const localReturnPath = (asked: string | null | undefined): string => {
  if (asked === null || asked === undefined || !asked.startsWith('/')) return '/';
  if (asked.startsWith('//') || asked.includes('\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(asked)) return '/';
  return asked;
};
