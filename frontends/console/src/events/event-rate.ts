import type { IntlShape } from 'react-intl';
import { EVENT_TYPE_WORDS, isEventType, isSessionAccess, SESSION_ACCESS_WORDS } from './event-choices.ts';

/** The Event Rate column's text (spec 2.8) in the viewer's language: Reg as Regular, Non-reg as Discount; anything else as stored. */
export const eventRateText = (intl: IntlShape, eventType: string): string =>
  isEventType(eventType) ? intl.formatMessage(EVENT_TYPE_WORDS[eventType]) : eventType;

/** Session Access (spec 2.8) in the viewer's language; anything else as stored. */
export const sessionAccessText = (intl: IntlShape, sessionAccess: string): string =>
  isSessionAccess(sessionAccess) ? intl.formatMessage(SESSION_ACCESS_WORDS[sessionAccess]) : sessionAccess;
