import { EVENT_TYPES, type EventType, SESSION_ACCESS, type SessionAccess } from '@vs/domain';
import type { SelectOption } from '@vs/ui';

/** Spec 3/5: 'Reg' is shown as Regular, 'Non-reg' as Discount. */
export const EVENT_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'Reg', label: 'Regular' },
  { value: 'Non-reg', label: 'Discount' },
];

/** Spec 5: Pre-work or Live. */
export const SESSION_ACCESS_OPTIONS: readonly SelectOption[] = SESSION_ACCESS.map((value) => ({
  value,
  label: value,
}));

export const isEventType = (value: string): value is EventType =>
  (EVENT_TYPES as readonly string[]).includes(value);

export const isSessionAccess = (value: string): value is SessionAccess =>
  (SESSION_ACCESS as readonly string[]).includes(value);
