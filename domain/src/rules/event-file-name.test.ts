import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import { eventFileName, safeFileNamePart } from './event-file-name.ts';

const eventDate = '2026-06-10' as CalendarDate;

describe('eventFileName', () => {
  it('joins the event name and date', () => {
    expect(eventFileName({ eventName: 'Spring Workshop', eventDate })).toBe('Spring Workshop 2026-06-10');
  });

  it('replaces characters file systems refuse and collapses spaces', () => {
    expect(eventFileName({ eventName: 'Team A/B: "Q3"?\u0007 <draft>*', eventDate })).toBe(
      'Team A B Q3 draft 2026-06-10',
    );
  });

  it('never starts with a dot, so the file is not hidden', () => {
    expect(eventFileName({ eventName: '..hidden', eventDate })).toBe('hidden 2026-06-10');
  });

  it('falls back to a generic name when nothing usable is left', () => {
    expect(eventFileName({ eventName: '///', eventDate })).toBe('Event 2026-06-10');
  });

  it('shortens very long names', () => {
    const name = eventFileName({ eventName: 'x'.repeat(500), eventDate });
    expect(name).toBe(`${'x'.repeat(120)} 2026-06-10`);
  });
});

describe('safeFileNamePart', () => {
  it('drops dots and spaces at either end, keeping inner ones', () => {
    expect(safeFileNamePart(' ../../Dr. Who. ')).toBe('Dr. Who');
  });

  it('may leave nothing', () => {
    expect(safeFileNamePart(' ./. ')).toBe('');
  });
});
