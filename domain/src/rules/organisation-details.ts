import { type ErrorText, invalid } from '../errors/domain-error.ts';
import { DEFAULT_ORG_SLUG, type Logo, type LogoType } from '../model/organisation.ts';
import { defineMessage } from './message-descriptor.ts';

export const ORG_NAME_MAX = 100;
export const ORG_SENDER_NAME_MAX = 100;
/** A logo is at most 200 KB: it travels in every branded email. */
export const LOGO_MAX_BYTES = 200 * 1024;
/** WCAG 2.2 AA for normal text: the accent colour carries white text (buttons) and sits on white. */
export const ACCENT_MIN_CONTRAST = 4.5;
export const RETENTION_DAYS_MAX = 3650;

export const ORG_NAME_REQUIRED_MESSAGE = defineMessage({
  id: 'error.organisation.orgNameRequired',
  defaultMessage: 'Please give the organisation a name',
});
export const orgNameTooLongMessage = (max: number): ErrorText => ({
  message: defineMessage({
    id: 'error.organisation.nameTooLong',
    defaultMessage: "The organisation's name can be at most {max} characters",
  }),
  values: { max },
});
export const ORG_SLUG_INVALID_MESSAGE = defineMessage({
  id: 'error.organisation.orgSlugInvalid',
  defaultMessage:
    'The short name (slug) must be 2 to 40 lower-case letters, digits or hyphens, starting and ending with a letter or digit',
});
export const ORG_SLUG_RESERVED_MESSAGE: ErrorText = {
  message: defineMessage({
    id: 'error.organisation.slugReserved',
    defaultMessage: 'The short name "{slug}" belongs to the default organisation',
  }),
  values: { slug: DEFAULT_ORG_SLUG },
};
/** The ratio as written (two decimals), not in the reader's number format: it is a colour measure. */
export const accentContrastMessage = (colour: string, ratio: number): ErrorText => ({
  message: defineMessage({
    id: 'error.organisation.accentContrast',
    defaultMessage:
      'The accent colour {colour} is too light: its contrast with white is {ratio}:1, and at least {minimum}:1 is needed so text on it stays readable',
  }),
  values: { colour, ratio: ratio.toFixed(2), minimum: String(ACCENT_MIN_CONTRAST) },
});
export const ACCENT_FORMAT_MESSAGE = defineMessage({
  id: 'error.organisation.accentFormat',
  defaultMessage: 'The accent colour must be written as #rrggbb, e.g. #1c4e80',
});
export const LOGO_TYPE_MESSAGE = defineMessage({
  id: 'error.organisation.logoType',
  defaultMessage: 'The logo must be a PNG or SVG image',
});
export const LOGO_TOO_LARGE_MESSAGE = defineMessage({
  id: 'error.organisation.logoTooLarge',
  defaultMessage: 'The logo can be at most 200 KB',
});
export const LOGO_UNSAFE_MESSAGE = defineMessage({
  id: 'error.organisation.logoUnsafe',
  defaultMessage:
    'This SVG logo contains scripts, event handlers or links to other files; please upload a plain SVG or a PNG',
});
export const RETENTION_INVALID_MESSAGE: ErrorText = {
  message: defineMessage({
    id: 'error.organisation.retentionInvalid',
    defaultMessage: 'The retention must be a whole number of days from 1 to {max}',
  }),
  // As written ("3650"), not grouped: a limit people type into a number field.
  values: { max: String(RETENTION_DAYS_MAX) },
};
export const SENDER_NAME_INVALID_MESSAGE: ErrorText = {
  message: defineMessage({
    id: 'error.organisation.senderNameInvalid',
    defaultMessage: 'The sender name can be at most {max} characters, on one line',
  }),
  values: { max: ORG_SENDER_NAME_MAX },
};

/** An organisation's name, trimmed: not blank, not too long. */
export const checkOrgName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed === '') throw invalid('ORG.NAME_REQUIRED', ORG_NAME_REQUIRED_MESSAGE);
  if (trimmed.length > ORG_NAME_MAX) throw invalid('ORG.NAME_TOO_LONG', orgNameTooLongMessage(ORG_NAME_MAX));
  return trimmed;
};

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;

/** A slug as it goes into `/o/<slug>`: lower-cased and checked; the default one is never given again. */
export const checkSlug = (slug: string): string => {
  const lowered = slug.trim().toLowerCase();
  if (!SLUG.test(lowered)) throw invalid('ORG.SLUG_INVALID', ORG_SLUG_INVALID_MESSAGE);
  if (lowered === DEFAULT_ORG_SLUG) throw invalid('ORG.SLUG_RESERVED', ORG_SLUG_RESERVED_MESSAGE);
  return lowered;
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The relative luminance of an sRGB colour `#rrggbb` (WCAG 2.2 definition). */
export const relativeLuminance = (colour: string): number => {
  const channel = (offset: number): number => {
    const value = Number.parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

/** The contrast ratio of two colours `#rrggbb`, from 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
};

/** An accent colour, lower-cased, that white text on it and it on white both read at WCAG AA. */
export const checkAccentColour = (colour: string): string => {
  if (!HEX_COLOUR.test(colour)) throw invalid('ORG.ACCENT_FORMAT', ACCENT_FORMAT_MESSAGE);
  const lowered = colour.toLowerCase();
  const ratio = contrastRatio(lowered, '#ffffff');
  if (ratio < ACCENT_MIN_CONTRAST)
    throw invalid('ORG.ACCENT_CONTRAST', accentContrastMessage(lowered, ratio));
  return lowered;
};

/** A sender name, trimmed; blank means none. No line breaks: it goes into an email header. */
export const checkSenderName = (name: string): string | null => {
  const trimmed = name.trim();
  if (trimmed === '') return null;
  if (trimmed.length > ORG_SENDER_NAME_MAX || /[\r\n]/.test(trimmed))
    throw invalid('ORG.SENDER_NAME_INVALID', SENDER_NAME_INVALID_MESSAGE);
  return trimmed;
};

export const checkRetentionDays = (days: number): number => {
  if (!Number.isInteger(days) || days < 1 || days > RETENTION_DAYS_MAX)
    throw invalid('ORG.RETENTION_INVALID', RETENTION_INVALID_MESSAGE);
  return days;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const isPng = (bytes: Uint8Array): boolean => PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);

/**
 * What an SVG may not hold: it is shown inside pages, emails and PDFs, so no script, no event
 * handler, no embedded HTML and no reference to anything outside itself (a link would fetch from
 * elsewhere in every email opened; `#id` and inline `data:image/` stay allowed).
 */
const UNSAFE_SVG = [
  /<script/i,
  /<foreignobject/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /(?:href|src)\s*=\s*["']\s*(?!#|data:image\/)/i,
  /url\(\s*["']?\s*(?!#|data:image\/)/i,
  /<!entity/i,
];

/**
 * A logo as uploaded: its declared type must match its bytes (a PNG signature, or SVG text with an
 * `<svg` element), at most LOGO_MAX_BYTES, and an SVG nothing unsafe.
 */
export const checkLogo = (contentType: string, bytes: Uint8Array): Omit<Logo, 'version'> => {
  if (bytes.length > LOGO_MAX_BYTES) throw invalid('ORG.LOGO_TOO_LARGE', LOGO_TOO_LARGE_MESSAGE);
  if (contentType === 'image/png') {
    if (!isPng(bytes)) throw invalid('ORG.LOGO_TYPE', LOGO_TYPE_MESSAGE);
    return { contentType, bytes };
  }
  if (contentType !== 'image/svg+xml') throw invalid('ORG.LOGO_TYPE', LOGO_TYPE_MESSAGE);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid('ORG.LOGO_TYPE', LOGO_TYPE_MESSAGE);
  }
  if (!/<svg[\s>]/i.test(text)) throw invalid('ORG.LOGO_TYPE', LOGO_TYPE_MESSAGE);
  if (UNSAFE_SVG.some((pattern) => pattern.test(text))) throw invalid('ORG.LOGO_UNSAFE', LOGO_UNSAFE_MESSAGE);
  return { contentType: contentType satisfies LogoType, bytes };
};
