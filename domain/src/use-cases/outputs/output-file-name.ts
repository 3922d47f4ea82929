import type { User } from '../../model/user.ts';
import type { OutputPage } from '../../ports/services.ts';
import { safeFileNamePart } from '../../rules/event-file-name.ts';

const SUFFIX: Readonly<Record<OutputPage, string>> = {
  prework: '-ValuesSystem.pdf',
  live: '-ValuesSystem-Live.pdf',
  mw: '-MeaningfulWork.pdf',
};

const MAX_NAME_LENGTH = 100;

const part = (name: string, fallback: string): string =>
  (safeFileNamePart(name) || fallback).slice(0, MAX_NAME_LENGTH).trim();

/**
 * The download name of spec section 7: forename, underscore, surname, then `-ValuesSystem.pdf`
 * for pre-work, `-ValuesSystem-Live.pdf` for the live output (named apart so the two never
 * overwrite each other) or `-MeaningfulWork.pdf`. Names are user text, so they are made safe for
 * a file system and a Content-Disposition header (no CR/LF, quotes or separators).
 */
export const outputFileName = (user: Pick<User, 'forename' | 'surname'>, page: OutputPage): string =>
  `${part(user.forename, 'Participant')}_${part(user.surname, 'Output')}${SUFFIX[page]}`;
