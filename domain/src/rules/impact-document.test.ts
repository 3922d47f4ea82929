import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import type { FollowUpPointReport } from './follow-up-report.ts';
import { impactContent, impactDays } from './impact-document.ts';

const point = (days: number, answered: number, values: FollowUpPointReport['values'] = []) => ({
  days,
  asked: 4,
  answered,
  meanAlignmentChange: answered >= 3 ? 6.5 : null,
  values,
});

describe('impactDays', () => {
  it('is the last point anyone answered, else the last point, and 0 without points', () => {
    expect(impactDays([point(30, 4), point(90, 3)])).toBe(90);
    expect(impactDays([point(30, 4), point(90, 0)])).toBe(30);
    expect(impactDays([point(30, 0), point(90, 0)])).toBe(90);
    expect(impactDays([])).toBe(0);
  });
});

describe('impactContent', () => {
  const context = {
    productTitle: 'Values System',
    event: { eventName: 'Summer Workshop', eventDate: '2026-06-10' as CalendarDate },
  };

  it("names each value in the reader's language and keeps every figure of the report", () => {
    const reports = [point(30, 4, [{ originalIndex: 0, respondents: 4, meanChange: 12.5 }]), point(90, 0)];
    expect(impactContent({ ...context, language: 'en' }, reports)).toEqual({
      page: 'impact',
      ...context,
      language: 'en',
      days: 30,
      points: [
        {
          days: 30,
          asked: 4,
          answered: 4,
          meanAlignmentChange: 6.5,
          values: [{ value: 'Abundance', respondents: 4, meanChange: 12.5 }],
        },
        { days: 90, asked: 4, answered: 0, meanAlignmentChange: null, values: [] },
      ],
    });
    const german = impactContent({ ...context, language: 'de' }, reports);
    expect(german.points[0]?.values[0]?.value).toBe('Fülle');
  });
});
