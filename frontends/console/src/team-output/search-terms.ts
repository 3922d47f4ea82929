import type { IntlShape } from 'react-intl';

/** Spec 2.14: the search text's terms, split on spaces or commas ('leaders, board' -> leaders, board). */
export const searchTerms = (text: string): string[] => text.split(/[\s,]+/).filter((term) => term !== '');

/**
 * Whether an event name matches the terms: it contains any of them, ignoring case. No terms (an
 * empty search) match every event.
 */
export const nameMatcher = (terms: readonly string[]): ((name: string) => boolean) => {
  const lowered = terms.map((term) => term.toLowerCase());
  if (lowered.length === 0) return () => true;
  return (name) => {
    const lowerName = name.toLowerCase();
    return lowered.some((term) => lowerName.includes(term));
  };
};

/**
 * Spec 2.14's empty state, with the search text as typed, in the viewer's language. With nothing
 * typed there is no name to quote: it says there are no events yet.
 */
export const noEventsFoundText = (intl: IntlShape, search: string): string =>
  search.trim() === ''
    ? intl.formatMessage({
        id: 'console.teamOutput.noEvents',
        defaultMessage: 'No events found, please add an event.',
      })
    : intl.formatMessage(
        {
          id: 'console.teamOutput.noEventsNamed',
          defaultMessage:
            "No events with name ''{search}'' found, please change your search or add an event.",
        },
        { search },
      );
