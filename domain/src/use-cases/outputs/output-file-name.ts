import type { User } from '../../model/user.ts';
import type { OutputPage } from '../../ports/services.ts';
import { safeFileNamePart } from '../../rules/event-file-name.ts';

const SUFFIX: Readonly<Record<OutputPage, string>> = {
  prework: '-ValuesSystem.pdf',
  live: '-ValuesSystem-Live.pdf',
  mw: '-MeaningfulWork.pdf',
};

/** For the participants of an organisation that hides the product's name (issue 33). */
const UNNAMED_PRODUCT_SUFFIX: Readonly<Record<OutputPage, string>> = {
  prework: '-Values.pdf',
  live: '-Values-Live.pdf',
  mw: SUFFIX.mw,
};

const MAX_NAME_LENGTH = 100;

const part = (name: string, fallback: string): string =>
  (safeFileNamePart(name) || fallback).slice(0, MAX_NAME_LENGTH).trim();

/**
 * The download name of spec section 7: forename, underscore, surname, then `-ValuesSystem.pdf`
 * for pre-work, `-ValuesSystem-Live.pdf` for the live output (named apart so the two never
 * overwrite each other) or `-MeaningfulWork.pdf`. Names are user text, so they are made safe for
 * a file system and a Content-Disposition header (no CR/LF, quotes or separators). With
 * `hideProductName` the product is not named: `-Values.pdf`, `-Values-Live.pdf`.
 */
export const outputFileName = (
  user: Pick<User, 'forename' | 'surname'>,
  page: OutputPage,
  hideProductName = false,
): string =>
  `${part(user.forename, 'Participant')}_${part(user.surname, 'Output')}${(hideProductName ? UNNAMED_PRODUCT_SUFFIX : SUFFIX)[page]}`;
