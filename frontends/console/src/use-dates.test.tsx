import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useDates } from './use-dates.ts';

const inLocale =
  (locale: string) =>
  ({ children }: { readonly children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="en" messages={{}}>
      {children}
    </IntlProvider>
  );

describe('useDates', () => {
  it.each([
    ['en', '22 Nov 2026', '26 Nov, 06:40'],
    ['de', '22. Nov. 2026', '26. Nov., 06:40'],
    ['ar', '22 نوفمبر 2026', '26 نوفمبر، 06:40 ص'],
  ])('writes dates and moments in the viewer’s language (%s)', (locale, date, moment) => {
    const { result } = renderHook(() => useDates(), { wrapper: inLocale(locale) });
    expect(result.current.date('2026-11-22')).toBe(date);
    expect(result.current.moment('2026-11-26T06:40:00.000Z', 'UTC')).toBe(moment);
  });
});
