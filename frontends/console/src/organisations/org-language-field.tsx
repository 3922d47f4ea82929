import { isShippedLanguage, LANGUAGE_NAMES, type LanguageTag, SHIPPED_LANGUAGES } from '@vs/domain';
import { Select } from '@vs/ui';
import { useIntl } from 'react-intl';

/** An organisation's default language as the form holds it: '' for none. */
export type OrgLanguage = LanguageTag | '';

/**
 * The language of the people an organisation's events bring in (issue 35): an event created in it
 * without one takes it; none leaves each person to their own or their browser's. Each language is
 * named in itself, as the switchers name it.
 */
export const OrgLanguageField = ({
  value,
  onChange,
}: {
  readonly value: OrgLanguage;
  readonly onChange: (language: OrgLanguage) => void;
}) => {
  const intl = useIntl();
  const options = [
    {
      value: '',
      label: intl.formatMessage({
        id: 'console.organisations.language.none',
        defaultMessage: 'None: each person’s own or their browser’s',
      }),
    },
    ...SHIPPED_LANGUAGES.map((tag) => ({ value: tag, label: LANGUAGE_NAMES[tag] })),
  ];
  return (
    <Select
      label={intl.formatMessage({
        id: 'console.organisations.language.label',
        defaultMessage: 'Default language of its participants',
      })}
      hint={intl.formatMessage({
        id: 'console.organisations.language.hint',
        defaultMessage: 'New events take it; each person can still choose their own.',
      })}
      options={options}
      value={value}
      onChange={(event) => onChange(isShippedLanguage(event.target.value) ? event.target.value : '')}
    />
  );
};
