import type { SelectOption } from '@vs/ui';
import { Select } from '@vs/ui';
import { type IntlShape, useIntl } from 'react-intl';

/** The days before the event a Guide may pick for the automatic reminder (the server takes 1 to 30). */
const DAY_CHOICES = [1, 2, 3, 5, 7, 14] as const;

const NONE = 'none';

/** The choices, with the saved number kept when it is not one of them (set through the API). */
const optionsFor = (intl: IntlShape, current: number | null): SelectOption[] => {
  const days: number[] = [...DAY_CHOICES];
  if (current !== null && !days.includes(current)) days.push(current);
  return [
    {
      value: NONE,
      label: intl.formatMessage({ id: 'console.events.autoReminder.none', defaultMessage: 'None' }),
    },
    ...days
      .sort((a, b) => a - b)
      .map((value) => ({
        value: String(value),
        label: intl.formatMessage(
          {
            id: 'console.events.autoReminder.daysBefore',
            defaultMessage: '{days, plural, one {# day before} other {# days before}}',
          },
          { days: value },
        ),
      })),
  ];
};

/**
 * The event's automatic reminder (`autoRemindDays`): None, or a number of days before the event
 * date on which everyone who has not finished the pre-work is reminded once, as 'Remind
 * unfinished' would. Saved with the event's details.
 */
export const AutoReminderField = ({
  days,
  onChange,
}: {
  readonly days: number | null;
  readonly onChange: (days: number | null) => void;
}) => {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage({
        id: 'console.events.autoReminder.label',
        defaultMessage: 'Automatic Reminder',
      })}
      hint={intl.formatMessage({
        id: 'console.events.autoReminder.hint',
        defaultMessage: 'Reminds those who have not finished the pre-work',
      })}
      options={optionsFor(intl, days)}
      value={days === null ? NONE : String(days)}
      onChange={(event) => onChange(event.target.value === NONE ? null : Number(event.target.value))}
    />
  );
};
