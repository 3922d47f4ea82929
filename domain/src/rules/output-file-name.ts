import type { User } from '../model/user.ts';
import type { OutputPage } from '../ports/services.ts';
import { safeFileNamePart } from './event-file-name.ts';
import { type BrandSource, hidesProductName } from './organisation-brand.ts';

/** The product's part of a participant's PDF names, as spec section 7 spells it. */
const SPEC_PRODUCT = 'ValuesSystem';
/** In place of an organisation's name with nothing usable in a file name. */
const UNNAMED_PRODUCT = 'Values';
const MAX_NAME_LENGTH = 100;
const MAX_PRODUCT_LENGTH = 40;

const part = (name: string, fallback: string): string =>
  (safeFileNamePart(name) || fallback).slice(0, MAX_NAME_LENGTH).trim();

/**
 * `ValuesSystem`, or for an organisation that hides the product's name its own name written as
 * the spec writes the product's: safe in a file name, without spaces (`Acme Corp` gives `AcmeCorp`).
 */
export const fileNameProduct = (organisation: BrandSource): string => {
  if (organisation === null || !hidesProductName(organisation)) return SPEC_PRODUCT;
  const name = safeFileNamePart(organisation.name).replace(/\s+/g, '').slice(0, MAX_PRODUCT_LENGTH);
  return name === '' ? UNNAMED_PRODUCT : name;
};

/**
 * The download name of spec section 7: forename, underscore, surname, then `-ValuesSystem.pdf`
 * for pre-work, `-ValuesSystem-Live.pdf` for the live output (named apart so the two never
 * overwrite each other) or `-MeaningfulWork.pdf`. Names are user text, so they are made safe for
 * a file system and a Content-Disposition header (no CR/LF, quotes or separators). For an
 * organisation that hides the product's name, its name replaces `ValuesSystem` (fileNameProduct).
 */
export const outputFileName = (
  user: Pick<User, 'forename' | 'surname'>,
  page: OutputPage,
  organisation: BrandSource = null,
): string => {
  const suffix =
    page === 'mw' ? '-MeaningfulWork' : `-${fileNameProduct(organisation)}${page === 'live' ? '-Live' : ''}`;
  return `${part(user.forename, 'Participant')}_${part(user.surname, 'Output')}${suffix}.pdf`;
};
