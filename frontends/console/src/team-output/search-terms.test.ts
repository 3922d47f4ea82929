import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { nameMatcher, noEventsFoundText, searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('splits on spaces or commas and drops empty pieces', () => {
    expect(searchTerms('leaders, board')).toEqual(['leaders', 'board']);
    expect(searchTerms('  leaders,,board  day ')).toEqual(['leaders', 'board', 'day']);
    expect(searchTerms('a,b\tc')).toEqual(['a', 'b', 'c']);
  });

  it('has no terms for an empty or blank search', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(' , ')).toEqual([]);
  });
});

describe('nameMatcher', () => {
  const names = ['Leaders Day', 'Board Retreat', 'Spring Offsite'];
  const matching = (search: string) => names.filter(nameMatcher(searchTerms(search)));

  it('matches every event when there are no terms', () => {
    expect(matching('')).toEqual(names);
  });

  it('matches a name containing any term, ignoring case', () => {
    expect(matching('LEADERS')).toEqual(['Leaders Day']);
    expect(matching('lead, offsite')).toEqual(['Leaders Day', 'Spring Offsite']);
    expect(matching('re')).toEqual(['Board Retreat']);
    expect(matching('day treat')).toEqual(['Leaders Day', 'Board Retreat']);
  });

  it('matches nothing when no name contains any term', () => {
    expect(matching('gala')).toEqual([]);
  });
});

describe('noEventsFoundText', () => {
  const english = createIntl({ locale: 'en', defaultLocale: 'en' });

  it('is the spec text with the search as typed', () => {
    expect(noEventsFoundText(english, 'gala, ball')).toBe(
      "No events with name 'gala, ball' found, please change your search or add an event.",
    );
  });

  it('quotes no empty name when nothing was typed', () => {
    expect(noEventsFoundText(english, '')).toBe('No events found, please add an event.');
    expect(noEventsFoundText(english, '  ')).toBe('No events found, please add an event.');
  });
});
