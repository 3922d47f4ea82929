import { DEFAULT_TIME_ZONE, isTimeZone } from '@vs/domain';
import { Select, type SelectOption } from '@vs/ui';
import { memo } from 'react';
import { useIntl } from 'react-intl';

/** The zone this browser is in (an IANA name), UTC when it names none the product knows. */
export const browserTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
};

/** A zone's choice: under its region (the name's first part; none for UTC and the like), by place. */
const optionOf = (zone: string): SelectOption => {
  const slash = zone.indexOf('/');
  const place = zone
    .slice(slash + 1)
    .replaceAll('_', ' ')
    .replaceAll('/', ' / ');
  return slash < 0
    ? { value: zone, label: place }
    : { value: zone, label: place, group: zone.slice(0, slash) };
};

/** Zones without a region first, then by name, so that each region's zones are listed together. */
const byRegionThenName = (a: string, b: string): number =>
  Number(a.includes('/')) - Number(b.includes('/')) || (a < b ? -1 : a > b ? 1 : 0);

let known: ReadonlySet<string> | undefined;

/**
 * Every IANA zone the browser knows, and UTC, each once, grouped by region. A stored zone the
 * browser lists under another name (an alias) is listed too, so it still shows as chosen.
 */
const zoneOptions = (current: string): SelectOption[] => {
  known ??= new Set([DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone')]);
  return [...new Set([...known, current])].sort(byRegionThenName).map(optionOf);
};

/**
 * The event's time zone (issue 35): access closes at the end of the access close date there. A new
 * event starts in the creator's browser's zone. Its 400-odd options are grouped by region (the
 * platform's picker, usable by keyboard: typing a place's first letters finds it) and render again
 * only when the zone changes, not as the form's other fields are typed in.
 */
export const TimeZoneField = memo(function TimeZoneField({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (zone: string) => void;
}) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage({ id: 'console.events.timeZone.label', defaultMessage: 'Time Zone' })}
      required
      hint={intl.formatMessage({
        id: 'console.events.timeZone.hint',
        defaultMessage: 'Access closes at the end of the access close date in this zone.',
      })}
      options={zoneOptions(value)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
});
