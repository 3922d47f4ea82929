import { type ErrorText, invalid } from '../errors/domain-error.ts';
import { addDays, type CalendarDate } from '../model/calendar-date.ts';
import { type EventDetails, eventDetailsOf } from '../model/event.ts';
import { defineMessage } from './message-descriptor.ts';

export const EVENT_NAME_REQUIRED_MESSAGE = defineMessage({
  id: 'error.event.eventNameRequired',
  defaultMessage: 'Please give the event a name',
});
export const ACCESS_CLOSE_BEFORE_DATE_MESSAGE = defineMessage({
  id: 'error.event.accessCloseBeforeDate',
  defaultMessage: 'The access close date cannot be before the event date',
});
export const ACCESS_CLOSE_PAST_MESSAGE = defineMessage({
  id: 'error.event.accessClosePast',
  defaultMessage: 'The access close date cannot be in the past',
});
export const accessCloseTooLateMessage = (maxAccessDays: number): ErrorText => ({
  message: defineMessage({
    id: 'error.event.accessCloseTooLate',
    defaultMessage: 'The access close date can be at most {maxAccessDays} days after the event date',
  }),
  values: { maxAccessDays },
});

/**
 * The details an event may be saved with: a name that is not blank once trimmed (whitespace passes
 * a length check), and an access close on or after the event date that has not passed yet, since
 * such an event would be closed the moment it is saved, nor more than `maxAccessDays` after the
 * event date (a typo in the year would keep an event and its people open for years).
 */
export const checkEventDetails = (
  details: EventDetails,
  today: CalendarDate,
  maxAccessDays: number,
): EventDetails => {
  const eventName = details.eventName.trim();
  if (eventName === '') throw invalid('EVENT.NAME_REQUIRED', EVENT_NAME_REQUIRED_MESSAGE);
  if (details.accessClose < details.eventDate) {
    throw invalid('EVENT.ACCESS_CLOSE_BEFORE_DATE', ACCESS_CLOSE_BEFORE_DATE_MESSAGE);
  }
  if (details.accessClose < today) throw invalid('EVENT.ACCESS_CLOSE_PAST', ACCESS_CLOSE_PAST_MESSAGE);
  if (details.accessClose > addDays(details.eventDate, maxAccessDays)) {
    throw invalid('EVENT.ACCESS_CLOSE_TOO_LATE', accessCloseTooLateMessage(maxAccessDays));
  }
  return { ...eventDetailsOf(details), eventName };
};
