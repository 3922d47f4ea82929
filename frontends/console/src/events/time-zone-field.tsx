import { DEFAULT_TIME_ZONE, isTimeZone } from '@vs/domain';
import { Select } from '@vs/ui';
import { memo } from 'react';
import { useIntl } from 'react-intl';

/** The zone this browser is in (an IANA name), UTC when it names none the product knows. */
export const browserTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
};

let zones: readonly { value: string; label: string }[] | undefined;

/** Every IANA zone the browser knows, and UTC, each once, by name. */
const zoneOptions = (current: string) => {
  zones ??= [...new Set([DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone')])]
    .sort()
    .map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  // A stored zone the browser lists under another name (an alias) still shows as chosen.
  return zones.some((z) => z.value === current)
    ? zones
    : [{ value: current, label: current.replaceAll('_', ' ') }, ...zones];
};

/**
 * The event's time zone (issue 35): access closes at the end of the access close date there. A new
 * event starts in the creator's browser's zone. Its 400-odd options render again only when the
 * zone changes, not as the form's other fields are typed in.
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
