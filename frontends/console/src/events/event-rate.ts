import { EVENT_TYPE_OPTIONS } from './event-choices.ts';

/** The Event Rate column's text (spec 2.8): Reg as Regular, Non-reg as Discount; anything else as stored. */
export const eventRateLabel = (eventType: string): string =>
  EVENT_TYPE_OPTIONS.find((option) => option.value === eventType)?.label ?? eventType;
