import { EVENT_TYPES, type EventType, SESSION_ACCESS, type SessionAccess } from '@vs/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Spec 3/5: 'Reg' is shown as Regular, 'Non-reg' as Discount. */
export const EVENT_TYPE_WORDS: Readonly<Record<EventType, MessageDescriptor>> = defineMessages({
  Reg: { id: 'console.events.eventType.regular', defaultMessage: 'Regular' },
  'Non-reg': { id: 'console.events.eventType.discount', defaultMessage: 'Discount' },
});

/** Spec 5: Pre-work or Live (stored as the spec's English words, shown in the viewer's language). */
export const SESSION_ACCESS_WORDS: Readonly<Record<SessionAccess, MessageDescriptor>> = defineMessages({
  'Pre-work': { id: 'console.events.sessionAccess.prework', defaultMessage: 'Pre-work' },
  Live: { id: 'console.events.sessionAccess.live', defaultMessage: 'Live' },
});

export const isEventType = (value: string): value is EventType =>
  (EVENT_TYPES as readonly string[]).includes(value);

export const isSessionAccess = (value: string): value is SessionAccess =>
  (SESSION_ACCESS as readonly string[]).includes(value);
