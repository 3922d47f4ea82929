import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TextField } from '@vs/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useReportLoadFailure } from '../api/server-action.ts';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';

/** How many matches one search lists; typing narrows it on the server. */
export const SEARCH_LIMIT = 50;

/** A people list call's query: up to {@link SEARCH_LIMIT} people matching `q` (anyone, when empty). */
export const searchQuery = (q: string) =>
  q === '' ? { limit: String(SEARCH_LIMIT) } : { q, limit: String(SEARCH_LIMIT) };

/**
 * A search of people on the server (the pickers of Add Event and Add Participant): what is typed,
 * and `find`'s answer for the trimmed text once typing pauses. The last answer stays on screen
 * while the next loads; a failed search is reported (spec 8). `name` keys the cached answers.
 */
export const usePeopleSearch = <Found,>(name: string, find: (q: string) => Promise<Found>) => {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const results = useQuery({
    queryKey: ['users', name, q],
    queryFn: () => find(q),
    placeholderData: keepPreviousData,
  });
  useReportLoadFailure(results.error);
  return { typed, setTyped, q, results };
};

/** The search box of a people search: first name, last name or email. */
export const PeopleSearchField = ({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => {
  const intl = useIntl();
  return (
    <TextField
      label={label}
      type="search"
      hint={intl.formatMessage({
        id: 'console.events.peopleSearch.hint',
        defaultMessage: 'First name, last name or email',
      })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
