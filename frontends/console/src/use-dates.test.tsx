import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from './testing/in-language.tsx';
import { useDates } from './use-dates.ts';

describe('useDates', () => {
  it.each([
    ['en', '22 Nov 2026', '26 Nov, 06:40'],
    ['de', '22. Nov. 2026', '26. Nov., 06:40'],
    ['ar', '22 نوفمبر 2026', '26 نوفمبر، 06:40 ص'],
  ])('writes dates and moments in the viewer’s language (%s)', (locale, date, moment) => {
    const { result } = renderHook(() => useDates(), { wrapper: inLanguage(locale) });
    expect(result.current.date('2026-11-22')).toBe(date);
    expect(result.current.moment('2026-11-26T06:40:00.000Z', 'UTC')).toBe(moment);
  });
});
