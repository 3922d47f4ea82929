import type { IntlShape } from 'react-intl';
import type { TeamOutputEvent } from './team-output-query.ts';

/** Characters file systems refuse, and control characters: replaced by spaces (as the server's file names). */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]/gu;

const safeForFileName = (text: string): string =>
  text.replace(UNSAFE_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim();

/**
 * A card's title on screen: the event name with its session access in round brackets, in the
 * viewer's language (`intl`): 'Leaders Day (Live)', 'Leaders Day (Vorbereitung)'.
 */
export const teamOutputTitle = (
  intl: IntlShape,
  event: Pick<TeamOutputEvent, 'eventName' | 'sessionAccess'>,
): string =>
  intl.formatMessage(
    {
      id: 'console.teamOutput.cardTitle',
      defaultMessage: '{eventName} ({sessionAccess, select, Live {Live} other {Pre-work}})',
    },
    { eventName: event.eventName, sessionAccess: event.sessionAccess },
  );

/** Spec 9: one event's team PDF, '{event name} [{sessionAccess}].pdf', e.g. 'Leaders Day [Live].pdf'. */
export const teamPdfName = (event: Pick<TeamOutputEvent, 'eventName' | 'sessionAccess'>): string =>
  `${safeForFileName(event.eventName)} [${event.sessionAccess}].pdf`;

/**
 * Spec 9: Download All's PDF, the search terms joined by underscores then 'TeamOutput.pdf'
 * ('leaders_boardTeamOutput.pdf'); with no terms just 'TeamOutput.pdf'.
 */
export const allTeamsPdfName = (terms: readonly string[]): string =>
  `${safeForFileName(terms.join('_'))}TeamOutput.pdf`;
