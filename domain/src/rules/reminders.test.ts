import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import type { ResponseCompleted } from '../model/user.ts';
import {
  autoReminderDue,
  type LastReminder,
  needsReminder,
  participantsToRemind,
  remindedRecently,
} from './reminders.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const hoursAgo = (hours: number): Date => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
const reminder = (hours: number, status: LastReminder['status'] = 'sent'): LastReminder => ({
  queuedAt: hoursAgo(hours),
  status,
});

const ALL_DONE: ResponseCompleted = [true, true, true, true];
const THREE_DONE: ResponseCompleted = [true, true, true, false];
const NONE_DONE: ResponseCompleted = [false, false, false, false];

describe('remindedRecently', () => {
  it('is false for someone never reminded', () => {
    expect(remindedRecently(undefined, NOW)).toBe(false);
  });

  it('is true under 12 hours, queued or sent, and false from 12 hours on', () => {
    expect(remindedRecently(reminder(0), NOW)).toBe(true);
    expect(remindedRecently(reminder(11.99, 'queued'), NOW)).toBe(true);
    expect(remindedRecently(reminder(12), NOW)).toBe(false);
    expect(remindedRecently(reminder(30), NOW)).toBe(false);
  });

  it('does not count a reminder that failed for good', () => {
    expect(remindedRecently(reminder(1, 'failed'), NOW)).toBe(false);
  });
});

describe('needsReminder', () => {
  it('reminds anyone with a step left, however many are done', () => {
    expect(needsReminder({ responseCompleted: NONE_DONE }, undefined, NOW)).toBe(true);
    expect(needsReminder({ responseCompleted: THREE_DONE }, undefined, NOW)).toBe(true);
  });

  it('never reminds someone who finished the pre-work', () => {
    expect(needsReminder({ responseCompleted: ALL_DONE }, undefined, NOW)).toBe(false);
  });

  it('skips someone reminded in the last 12 hours', () => {
    expect(needsReminder({ responseCompleted: NONE_DONE }, reminder(2), NOW)).toBe(false);
    expect(needsReminder({ responseCompleted: NONE_DONE }, reminder(13), NOW)).toBe(true);
  });
});

describe('participantsToRemind', () => {
  it('keeps, in order, the unfinished not reminded recently', () => {
    const people = [
      { uid: 'a', responseCompleted: NONE_DONE },
      { uid: 'b', responseCompleted: ALL_DONE },
      { uid: 'c', responseCompleted: THREE_DONE },
      { uid: 'd', responseCompleted: NONE_DONE },
      { uid: 'e', responseCompleted: NONE_DONE },
    ];
    const last = new Map([
      ['c', reminder(1)],
      ['d', reminder(12.5)],
      ['e', reminder(1, 'failed')],
    ]);
    expect(participantsToRemind(people, last, NOW).map((person) => person.uid)).toEqual(['a', 'd', 'e']);
  });
});

describe('autoReminderDue', () => {
  const day = (text: string) => text as CalendarDate;
  const event = (autoRemindDays: number | null, autoRemindedOn: string | null = null) => ({
    eventDate: day('2026-06-10'),
    autoRemindDays,
    autoRemindedOn: autoRemindedOn === null ? null : day(autoRemindedOn),
  });

  it('is never due without automatic reminders', () => {
    expect(autoReminderDue(event(null), day('2026-06-07'))).toBe(false);
  });

  it('is due from N days before the event date until the day before it', () => {
    expect(autoReminderDue(event(3), day('2026-06-06'))).toBe(false);
    expect(autoReminderDue(event(3), day('2026-06-07'))).toBe(true);
    expect(autoReminderDue(event(3), day('2026-06-09'))).toBe(true);
    expect(autoReminderDue(event(3), day('2026-06-10'))).toBe(false);
  });

  it('runs once, and again only when the event date or the days moved its day past the last run', () => {
    expect(autoReminderDue(event(3, '2026-06-07'), day('2026-06-08'))).toBe(false);
    expect(autoReminderDue(event(1, '2026-06-07'), day('2026-06-09'))).toBe(true);
    expect(
      autoReminderDue({ ...event(3, '2026-06-07'), eventDate: day('2026-06-20') }, day('2026-06-17')),
    ).toBe(true);
  });
});
