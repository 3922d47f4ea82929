/**
 * The longest text each free-text field takes, in characters: one home for the API's schemas and
 * the frontends' fields (which count down near the limit).
 */
export const TEXT_LIMITS = {
  personName: 100,
  email: 254,
  password: 200,
  eventName: 200,
  /** A value's name (the participant may rename one). */
  valueName: 100,
  /** A value's definition. */
  description: 5_000,
  /** Each Meaningful Work field. */
  meaningfulWork: 10_000,
  /** The logon email's body: a Guide's template or the text of one email. */
  emailBody: 10_000,
  emailClosing: 2_000,
  portalLink: 2_000,
  search: 200,
} as const;

export type TextField = keyof typeof TEXT_LIMITS;

/**
 * Control characters (C0 with NUL, DEL, C1: Unicode's \p{Cc}, written as ranges, which V8 matches
 * several times faster than the property on every text of every save): never part of any text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this finds
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, less tab (U+0009), line feed (U+000A) and carriage return (U+000D): multi-line text keeps its lines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this finds
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A character that shows something: not a space, not invisible. A name without one looks blank. */
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}]/u;

/** Whether a text holds a control character it may not (tabs and line breaks only where multi-line). */
export const hasForbiddenControl = (text: string, multiLine: boolean): boolean =>
  (multiLine ? CONTROL_BUT_LINES : CONTROL).test(text);

/**
 * Whether a text shows nothing once spaces and invisible characters are taken away: found by
 * looking for one visible character (a name's first, as a rule), with no copy of the text made.
 */
export const isVisiblyBlank = (text: string): boolean => !VISIBLE.test(text);
