import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { displayDate, displayMoment } from './dates.ts';

/** `displayDate` and `displayMoment` in the viewer's language (the console's `IntlProvider` locale). */
export const useDates = () => {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      date: (date: string) => displayDate(date, locale),
      moment: (instant: string, timeZone?: string) => displayMoment(instant, locale, timeZone),
    }),
    [locale],
  );
};
